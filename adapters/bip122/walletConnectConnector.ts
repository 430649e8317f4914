import type { AdapterContext } from 'foyer'
import { createWalletConnectHub, walletConnectConnectorId } from '../walletconnect/createWalletConnectHub.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import type { DiscoveredBitcoinWallet } from './discoverBitcoinWallets.js'
import { walletConnectHandle } from './walletConnectHandle.js'
import { walletConnectNamespace } from './walletConnectNamespace.js'

/**
 * The WalletConnect connector of bip122 (type WALLET_CONNECT): the namespace joins the instance's one WalletConnect
 * client (`context.shared`), so a pairing proposes Bitcoin with every other namespace. Nothing of WalletConnect
 * loads here.
 */
export function walletConnectConnector(context: AdapterContext, settings: WalletConnectSettings) {
  const hub = context.shared('walletConnect', () => createWalletConnectHub(context, settings))
  hub.addNamespace('bip122', walletConnectNamespace(context.networks))
  const activeChain = (sessionChains: readonly string[]) => {
    const active = context.store.getState().chains.bip122?.activeNetworkId
    return active && sessionChains.includes(active) ? active : undefined
  }
  const entry: DiscoveredBitcoinWallet = {
    connector: { id: walletConnectConnectorId, type: 'WALLET_CONNECT', name: 'WalletConnect' },
    handle: walletConnectHandle(hub, activeChain),
  }
  return { entry, destroy: hub.destroy }
}
