import type { Network } from 'foyer'
import type { NamespaceProposal } from '../walletconnect/WalletConnectSettings.js'
import { chainIdOf, cosmosChainDetails } from './cosmosChainDetails.js'

/** The Cosmos methods a WalletConnect wallet answers (WalletConnect's cosmos namespace). */
export const walletConnectCosmosMethods = ['cosmos_getAccounts', 'cosmos_signAmino', 'cosmos_signDirect'] as const

export const walletConnectCosmosEvents = ['accountsChanged', 'chainChanged'] as const

/** The cosmos part of a session proposal: the app's Cosmos networks by CAIP-2 id, its methods, RPC URLs by chain id. */
export function walletConnectNamespace(networks: readonly Network[]): NamespaceProposal {
  return {
    chains: networks.map((network) => network.caipNetworkId),
    methods: walletConnectCosmosMethods,
    events: walletConnectCosmosEvents,
    rpcMap: Object.fromEntries(networks.map((network) => [chainIdOf(network), cosmosChainDetails(network).rpcUrl])),
  }
}
