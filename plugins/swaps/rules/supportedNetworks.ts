import type { Network } from 'foyer'
import { swapErrors } from '../swapErrors.js'

/** SPEC §9 (SERVICES.md §7.2): the eip155 networks swaps and gas prices are asked for. */
export const swapSupportedNetworks: readonly string[] = [
  'eip155:1',
  'eip155:42161',
  'eip155:10',
  'eip155:324',
  'eip155:8453',
  'eip155:56',
  'eip155:137',
  'eip155:100',
  'eip155:43114',
  'eip155:250',
  'eip155:8217',
  'eip155:1313161554',
]

export const isSwapNetwork = (network: Pick<Network, 'caipNetworkId'> | undefined): boolean =>
  network !== undefined && swapSupportedNetworks.includes(network.caipNetworkId)

/**
 * SPEC §5: a gas-price or swap call needs a supported network; throws 'Network not supported for Gas Price'
 * or 'Network not supported for Swaps' before any request.
 */
export function assertSwapNetwork(network: Pick<Network, 'caipNetworkId'> | undefined, call: 'swaps' | 'gasPrice') {
  if (isSwapNetwork(network)) return
  throw call === 'gasPrice' ? swapErrors.gasPriceNetworkUnsupported() : swapErrors.networkUnsupported()
}
