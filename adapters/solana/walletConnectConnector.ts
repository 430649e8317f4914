import type { AdapterContext } from 'foyer'
import { createWalletConnectHub, walletConnectConnectorId } from '../walletconnect/createWalletConnectHub.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import type { DiscoveredSolanaWallet } from './discoverSolanaWallets.js'
import { walletConnectHandle } from './walletConnectHandle.js'
import { walletConnectNamespace } from './walletConnectNamespace.js'

/**
 * The WalletConnect connector of solana (type WALLET_CONNECT): this namespace joins the instance's one
 * WalletConnect client (shared with the other adapters through `context.shared`), so a pairing proposes Solana
 * with every other namespace, and its wallet is the session's solana side. Nothing of WalletConnect loads here.
 */
export function walletConnectConnector(context: AdapterContext, settings: WalletConnectSettings) {
  const hub = context.shared('walletConnect', () => createWalletConnectHub(context, settings))
  hub.addNamespace('solana', walletConnectNamespace(context.networks, context.options))
  const activeChain = (sessionChains: readonly string[]) => {
    const active = context.store.getState().chains.solana?.activeNetworkId
    return active && sessionChains.includes(active) ? active : undefined
  }
  const entry: DiscoveredSolanaWallet = {
    connector: { id: walletConnectConnectorId, type: 'WALLET_CONNECT', name: 'WalletConnect' },
    handle: walletConnectHandle(hub, activeChain),
  }
  return { entry, destroy: hub.destroy }
}
