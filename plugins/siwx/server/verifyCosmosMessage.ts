import * as z from 'zod/mini'
import { adr36SignDoc } from 'foyer/kit'
import type { SiwxMessageData } from '../rules/siwxMessage.js'
import { type CheckSiwxMessageParameters, checkSiwxMessage } from './checkSiwxMessage.js'
import { siwxVerifyErrors } from './siwxVerifyErrors.js'

export interface VerifyCosmosMessageParameters extends Omit<CheckSiwxMessageParameters, 'namespace'> {
  /**
   * The wallet's amino StdSignature as JSON text, as the cosmos adapter answers (Keplr's `signArbitrary`, ADR-36):
   * `{"pub_key":{"type":"tendermint/PubKeySecp256k1","value":<base64>},"signature":<base64 r||s>}`.
   */
  signature: string
}

const stdSignatureSchema = z.object({
  pub_key: z.object({ type: z.string(), value: z.string() }),
  signature: z.string(),
})

const parse = (text: string) => {
  try {
    return stdSignatureSchema.safeParse(JSON.parse(text)).data
  } catch {
    return undefined
  }
}

/** What `run` answers; undefined when it throws (a key or a signature @cosmjs cannot read). */
const attempt = <T>(run: () => T) => {
  try {
    return run()
  } catch {
    return undefined
  }
}

/** @cosmjs/amino and @cosmjs/crypto (optional peers, CommonJS, loaded on demand: others never load them). */
async function loadCosmjs() {
  type Amino = typeof import('@cosmjs/amino')
  type Crypto = typeof import('@cosmjs/crypto')
  const [amino, crypto] = (await Promise.all([import('@cosmjs/amino'), import('@cosmjs/crypto')])) as [
    Amino & { default?: Amino },
    Crypto & { default?: Crypto },
  ]
  return { ...(amino.default ?? amino), ...(crypto.default ?? crypto) } as Amino & Crypto
}

/**
 * Verifies a cosmos sign-in message (SERVICES.md §4.1's text): its domain, chain and validity window; then the
 * public key, whose bech32 address (the signer's prefix) must be the account's; then the secp256k1 signature of the
 * sha256 of the ADR-36 amino sign doc of the account and the message (what `signArbitrary` signs), with @cosmjs.
 * Each refusal its own code, as on eip155.
 */
export async function verifyCosmosMessage({
  signature,
  ...rules
}: VerifyCosmosMessageParameters): Promise<SiwxMessageData> {
  const data = checkSiwxMessage({ ...rules, namespace: 'cosmos' })
  const signer = data.accountAddress
  const std = parse(signature)
  if (!std) throw siwxVerifyErrors.badSignature()
  const cosmjs = await loadCosmjs()
  const decoded = attempt(() => cosmjs.decodeSignature(std))
  if (decoded?.pubkey.length !== 33 || decoded.signature.length !== 64) throw siwxVerifyErrors.badSignature()
  const prefix = signer.slice(0, Math.max(0, signer.lastIndexOf('1')))
  if (attempt(() => cosmjs.pubkeyToAddress(std.pub_key, prefix)) !== signer)
    throw siwxVerifyErrors.wrongPublicKey(signer)
  const digest = cosmjs.sha256(cosmjs.serializeSignDoc(adr36SignDoc(signer, rules.message)))
  const valid = attempt(() =>
    cosmjs.Secp256k1.verifySignature(
      cosmjs.Secp256k1Signature.fromFixedLength(decoded.signature),
      digest,
      decoded.pubkey,
    ),
  )
  if (!valid) throw siwxVerifyErrors.badSignature()
  return data
}
