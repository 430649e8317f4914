import type { PluginContext, TokenBalance } from 'foyer'
import { toUnits } from './rules/parseAmount.js'

type Context = Pick<PluginContext, 'store' | 'adapters' | 'networks'>

/**
 * The most of a token the account can send: a token's whole balance; for the native coin, the balance less the
 * network fee of a transfer (the adapter's `estimateTransferFee`, to the receiver when it is an address, else to
 * the account itself), never below 0.
 */
export async function maxAmount(context: Context, token: TokenBalance, receiver: string | undefined): Promise<string> {
  if (token.address !== undefined) return token.quantity.numeric
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const network = namespace ? context.networks.active(namespace) : undefined
  const connectorId = namespace ? state.activeConnectorIds[namespace] : undefined
  const own = namespace ? state.chains[namespace]?.accountState.address : undefined
  if (!namespace || !network || !connectorId || !own || !context.adapters.has(namespace, 'estimateTransferFee'))
    return token.quantity.numeric
  const decimals = Number(token.quantity.decimals)
  const isAddress = context.adapters.capability(namespace, 'isAddress')
  const to = receiver && (await isAddress({ address: receiver, network })) ? receiver : own
  const estimate = context.adapters.capability(namespace, 'estimateTransferFee')
  const { fee } = await estimate({ connectorId, network, to, amount: 0n })
  const left = toUnits(token.quantity.numeric, decimals) - fee
  return context.adapters.capability(namespace, 'formatUnits')(left > 0n ? left : 0n, decimals)
}
