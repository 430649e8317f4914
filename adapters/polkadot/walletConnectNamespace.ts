import type { Network } from 'foyer'
import type { NamespaceProposal } from '../walletconnect/WalletConnectSettings.js'

/** The Polkadot methods a WalletConnect wallet answers (WalletConnect's polkadot RPC reference). */
export const walletConnectPolkadotMethods = ['polkadot_signTransaction', 'polkadot_signMessage'] as const
export const walletConnectPolkadotEvents = ['accountsChanged', 'chainChanged'] as const

/**
 * The polkadot part of a session proposal: the app's Polkadot networks by CAIP-2 id (`polkadot:` + the first 32 hex
 * characters of the genesis hash), the methods, and each network's RPC URL by that reference.
 */
export function walletConnectNamespace(networks: readonly Network[]): NamespaceProposal {
  return {
    chains: networks.map((network) => network.caipNetworkId),
    methods: walletConnectPolkadotMethods,
    events: walletConnectPolkadotEvents,
    rpcMap: Object.fromEntries(
      networks.flatMap((network) => {
        const url = network.rpcUrls.default.http[0] ?? network.rpcUrls.default.webSocket?.[0]
        return url ? [[network.caipNetworkId.slice('polkadot:'.length), url]] : []
      }),
    ),
  }
}
