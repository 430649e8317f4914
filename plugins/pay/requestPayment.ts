import type { PluginContext } from 'foyer'
import { toUnits } from 'foyer/kit'
import { payAsset } from './payAsset.js'
import { payErrors } from './payErrors.js'
import { checkPayParameters } from './rules/checkPayParameters.js'
import { runPayment } from './runPayment.js'
import { isPaying, selectPay } from './state.js'

/**
 * `foyer.pay(parameters)`: the parameters checked (the asset read from the chain when it is a token), nothing
 * opened when one is wrong; then the payment shown to the visitor (runPayment). Resolves with the hash.
 */
export async function requestPayment(context: PluginContext, parameters: unknown): Promise<`0x${string}`> {
  const checked = checkPayParameters(parameters, context.networks.all())
  if (isPaying(selectPay(context.store.getState()))) throw payErrors.inProgress()
  const { network, recipient, amount } = checked
  const asset = await payAsset(context, network, checked.token)
  if ((amount.split('.')[1] ?? '').length > asset.decimals)
    throw payErrors.invalidParameters(`${asset.symbol} has at most ${asset.decimals} decimals`)
  const request = {
    recipient,
    amount,
    symbol: asset.symbol,
    decimals: asset.decimals,
    token: asset.token,
    networkId: network.caipNetworkId,
    networkName: network.name,
  }
  return runPayment(context, request, toUnits(amount, asset.decimals))
}
