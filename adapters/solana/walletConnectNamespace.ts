import type { Network, ResolvedOptions } from 'foyer'
import { rpcUrl } from 'foyer/kit'
import type { NamespaceProposal } from '../walletconnect/WalletConnectSettings.js'

/** The Solana methods a WalletConnect wallet answers (its solana_* JSON-RPC, params and answers in base58/base64). */
export const walletConnectSolanaMethods = [
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAndSendTransaction',
] as const

export const walletConnectSolanaEvents = ['accountsChanged', 'chainChanged'] as const

/** The solana part of a session proposal: the app's Solana networks by CAIP-2 id, its methods, and RPC URLs by reference. */
export function walletConnectNamespace(
  networks: readonly Network[],
  options: Pick<ResolvedOptions, 'urls' | 'projectId'>,
): NamespaceProposal {
  return {
    chains: networks.map((network) => network.caipNetworkId),
    methods: walletConnectSolanaMethods,
    events: walletConnectSolanaEvents,
    rpcMap: Object.fromEntries(
      networks.map((network) => [network.caipNetworkId.slice('solana:'.length), rpcUrl(network, options)]),
    ),
  }
}
