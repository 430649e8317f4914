import * as z from 'zod/mini'
import type { OneClickSigned } from 'foyer/kit'
import type { UniversalProvider, WalletConnectSession } from './UniversalProvider.js'

const optionalString = z.optional(z.string())

/** A CACAO as the wallet sent it (CAIP-74): the payload it signed and the signature. */
const cacaoSchema = z.object({
  h: z.object({ t: z.string() }),
  p: z.object({
    iss: z.string().check(z.regex(/^did:pkh:[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}:\S+$/)),
    domain: z.string(),
    aud: z.string(),
    version: z.string(),
    nonce: z.string(),
    iat: z.string(),
    statement: optionalString,
    exp: optionalString,
    nbf: optionalString,
    requestId: optionalString,
    resources: z.optional(z.array(z.string())),
  }),
  s: z.object({ t: z.string(), s: z.string() }),
})

/**
 * The messages the wallet signed with the session (its `authentication` CACAOs, each checked; one that is not a
 * CACAO is dropped), each with the text WalletConnect's client makes of it, the one the wallet signed.
 */
export function signedAuthentication(provider: UniversalProvider, session: WalletConnectSession): OneClickSigned[] {
  const cacaos = (session as { authentication?: unknown }).authentication
  return (Array.isArray(cacaos) ? cacaos : []).flatMap((value) => {
    const cacao = cacaoSchema.safeParse(value)
    if (!cacao.success) return []
    const { p, s } = cacao.data
    const message = provider.client.formatAuthMessage({ request: p, iss: p.iss })
    return [{ message, signature: s.s, cacao: cacao.data }]
  })
}
