import type { PluginContext, TokenBalance } from 'foyer'
import { networkFee } from './networkFee.js'
import { toUnits } from './rules/parseAmount.js'
import { transferCall } from './rules/transferCall.js'

type Context = Pick<PluginContext, 'store' | 'adapters' | 'options' | 'networks'>

/**
 * The most of a token the account can send: a token's whole balance; for the native coin, the balance less the
 * network fee of a plain transfer (never below 0).
 */
export async function maxAmount(context: Context, token: TokenBalance, receiver: string | undefined): Promise<string> {
  if (token.address !== undefined) return token.quantity.numeric
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const network = namespace ? context.networks.active(namespace) : undefined
  const connectorId = namespace ? state.activeConnectorIds[namespace] : undefined
  const own = namespace ? state.chains[namespace]?.accountState.address : undefined
  if (!namespace || !network || !connectorId || !own) return token.quantity.numeric
  const decimals = Number(token.quantity.decimals)
  const to = receiver && /^0x[0-9a-fA-F]{40}$/.test(receiver) ? receiver : own // the fee of solana's does not depend on it
  const { fee } = await networkFee(context, { connectorId, network, call: transferCall(undefined, to, 0n) })
  const left = toUnits(token.quantity.numeric, decimals) - fee
  return context.adapters.capability(namespace, 'formatUnits')(left > 0n ? left : 0n, decimals)
}
