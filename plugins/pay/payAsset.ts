import type { Network, PluginContext } from 'foyer'
import { payErrors } from './payErrors.js'

export interface PayAsset {
  symbol: string
  decimals: number
  /** The token's contract address; undefined for the network's own coin. */
  token: string | undefined
}

/**
 * What is paid: the network's own coin (its symbol and decimals from the network), or a token as the network's
 * adapter reads it from the chain (`tokenMetadata`); an address where no token answers is PAY_INVALID_ASSET.
 */
export async function payAsset(
  context: Pick<PluginContext, 'adapters'>,
  network: Network,
  token: string | undefined,
): Promise<PayAsset> {
  if (!token) return { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals, token }
  const read = await context.adapters
    .capability(
      network.chainNamespace,
      'tokenMetadata',
    )({ network, token })
    .catch(() => undefined)
  if (!read) throw payErrors.invalidAsset(token, network.caipNetworkId)
  return { symbol: read.symbol, decimals: read.decimals, token }
}
