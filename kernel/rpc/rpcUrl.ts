import { buildUrl } from '../http/buildUrl.js'
import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { Network } from '../types.js'

/**
 * Where a network's JSON-RPC goes: its own RPC URL, else the RPC service of SPEC §7 (`urls.rpc` + `/v1/`
 * with the CAIP-2 `chainId` and the `projectId`).
 */
export function rpcUrl(network: Network, options: Pick<ResolvedOptions, 'urls' | 'projectId'>): string {
  const own = network.rpcUrls.default.http[0]
  if (own) return own
  return buildUrl(options.urls.rpc, '/v1/', { chainId: network.caipNetworkId, projectId: options.projectId })
}
