import type { Network } from 'foyer'
import type { NamespaceProposal } from '../walletconnect/WalletConnectSettings.js'

/** What an eip155 session may do (SERVICES §6.2, WalletConnect's eip155 defaults, as AppKit asks). */
export const walletConnectEip155Methods = [
  'eth_accounts',
  'eth_requestAccounts',
  'eth_sendRawTransaction',
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v3',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'personal_sign',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_getPermissions',
  'wallet_requestPermissions',
  'wallet_registerOnboarding',
  'wallet_watchAsset',
  'wallet_scanQRCode',
  'wallet_getCallsStatus',
  'wallet_showCallsStatus',
  'wallet_sendCalls',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const

export const walletConnectEip155Events = ['accountsChanged', 'chainChanged'] as const

/** The eip155 part of a session proposal: the app's networks and their RPC URLs (by chain id). */
export function walletConnectNamespace(networks: readonly Network[]): NamespaceProposal {
  return {
    chains: networks.map((network) => network.caipNetworkId),
    methods: walletConnectEip155Methods,
    events: walletConnectEip155Events,
    rpcMap: Object.fromEntries(
      networks.flatMap((network) => {
        const url = network.rpcUrls.default.http[0]
        return url ? [[String(network.id), url]] : []
      }),
    ),
  }
}
