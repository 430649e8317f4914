import type { Network } from 'foyer'
import type { NamespaceProposal } from '../walletconnect/WalletConnectSettings.js'

/** The bip122 methods a WalletConnect wallet answers (SERVICES.md §6.2, AppKit's defaults). */
export const walletConnectBitcoinMethods = ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'] as const
export const walletConnectBitcoinEvents = ['accountsChanged', 'chainChanged'] as const

/** The bip122 part of a session proposal: the app's Bitcoin networks by CAIP-2 id, and their Esplora URLs by reference. */
export function walletConnectNamespace(networks: readonly Network[]): NamespaceProposal {
  return {
    chains: networks.map((network) => network.caipNetworkId),
    methods: walletConnectBitcoinMethods,
    events: walletConnectBitcoinEvents,
    rpcMap: Object.fromEntries(
      networks.flatMap((network) => {
        const url = network.rpcUrls.default.http[0]
        return url ? [[network.caipNetworkId.slice('bip122:'.length), url]] : []
      }),
    ),
  }
}
