import type { PluginContext } from 'foyer'
import type { OneClickAuthentication, OneClickSigned } from 'foyer/kit'
import { randomNonce } from './buildSiwxMessage.js'
import { parseSiwxMessage } from './rules/parseSiwxMessage.js'
import type { SiwxConfig } from './SiwxConfig.js'
import { siwxSessions } from './siwxSessions.js'

type Context = Pick<PluginContext, 'options' | 'networks' | 'storage' | 'clock' | 'logger' | 'track'>

/**
 * WalletConnect's one-click authentication (SPEC §4: only when every configured chain is eip155): the sign-in the
 * pairing asks for with the session, the message fields as the sign view's (the app server's nonce when it has
 * one; the app's networks, the active one first), and what the wallet signed stored as sessions, each checked by
 * the app server first when there is one (one nonce: the first accepted is kept). A nonce that cannot be had
 * leaves the pairing as it is (the sign view asks after it).
 */
export async function oneClickSignIn(
  context: Context,
  config: SiwxConfig,
): Promise<OneClickAuthentication | undefined> {
  const active = context.networks.active('eip155')?.caipNetworkId
  const chains = context.options.networks.map((network) => network.caipNetworkId)
  const now = context.clock.now()
  let nonce: string
  try {
    nonce = config.getNonce ? await config.getNonce() : randomNonce()
  } catch (error) {
    context.logger.warn('siwx: no nonce for the sign-in with the session', error)
    return undefined
  }
  const request = {
    domain: location.host,
    uri: location.href,
    nonce,
    chains: active ? [active, ...chains.filter((chain) => chain !== active)] : chains,
    ...(config.statement ? { statement: config.statement } : {}),
    ...(config.expiresInSeconds ? { exp: new Date(now + config.expiresInSeconds * 1000).toISOString() } : {}),
  }
  const keep = async ({ message, signature, cacao }: OneClickSigned) => {
    const data = parseSiwxMessage(message)
    if (!data || data.nonce !== nonce || data.domain !== request.domain) return false
    const session = { data, message, signature, cacao }
    await config.verify?.(session)
    siwxSessions(context.storage, context.clock.now).add(session)
    context.track('SIWX_AUTH_SUCCESS', { network: data.chainId, isSmartAccount: false })
    return true
  }
  return {
    request,
    async accept(signed) {
      for (const one of signed)
        await keep(one).catch((error: unknown) => context.logger.warn('siwx: a signed message was refused', error))
    },
  }
}
