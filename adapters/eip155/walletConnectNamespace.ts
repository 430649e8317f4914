import type { Network, ResolvedOptions } from 'foyer'
import { rpcUrl, walletConnectEip155Methods } from 'foyer/kit'
import type { NamespaceProposal } from '../walletconnect/WalletConnectSettings.js'

export const walletConnectEip155Events = ['accountsChanged', 'chainChanged'] as const

/**
 * The eip155 part of a session proposal: the app's networks, the methods of SPEC §6 the wallet answers, and
 * each network's RPC URL by chain id (reads go there, not to the wallet).
 */
export function walletConnectNamespace(
  networks: readonly Network[],
  options: Pick<ResolvedOptions, 'urls' | 'projectId'>,
): NamespaceProposal {
  return {
    chains: networks.map((network) => network.caipNetworkId),
    methods: walletConnectEip155Methods,
    events: walletConnectEip155Events,
    rpcMap: Object.fromEntries(networks.map((network) => [String(network.id), rpcUrl(network, options)])),
  }
}
