import type { AdapterContext } from 'foyer'
import { createWalletConnectHub, walletConnectConnectorId } from '../walletconnect/createWalletConnectHub.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import { walletConnectHandle } from './walletConnectHandle.js'
import { walletConnectNamespace } from './walletConnectNamespace.js'

/**
 * The WalletConnect connector of polkadot (type WALLET_CONNECT): the namespace joins the instance's one WalletConnect
 * client (`context.shared`), so a pairing proposes Polkadot with every other namespace. Nothing of WalletConnect
 * loads here.
 */
export function walletConnectConnector(context: AdapterContext, settings: WalletConnectSettings) {
  const hub = context.shared('walletConnect', () => createWalletConnectHub(context, settings))
  hub.addNamespace('polkadot', walletConnectNamespace(context.networks))
  const activeChain = (sessionChains: readonly string[]) => {
    const active = context.store.getState().chains.polkadot?.activeNetworkId
    return active && sessionChains.includes(active) ? active : undefined
  }
  return {
    connector: { id: walletConnectConnectorId, type: 'WALLET_CONNECT' as const, name: 'WalletConnect' },
    handle: walletConnectHandle(hub, activeChain),
    destroy: hub.destroy,
  }
}
