import type { AdapterContext } from 'foyer'
import { createWalletConnectHub, walletConnectConnectorId } from '../walletconnect/createWalletConnectHub.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import { createWalletConnectProvider } from './createWalletConnectProvider.js'
import type { DiscoveredProvider } from './discoverConnectors.js'
import { approvedNetworkIds } from './approvedNetworkIds.js'
import { walletConnectNamespace } from './walletConnectNamespace.js'

/**
 * The WalletConnect connector of eip155 (type WALLET_CONNECT): this namespace joins the instance's one
 * WalletConnect client (shared with other adapters), and its provider is the session's eip155 side.
 * Nothing of WalletConnect loads here: the client loads when the connector pairs or restores.
 */
export function walletConnectConnector(context: AdapterContext, settings: WalletConnectSettings) {
  const hub = context.shared('walletConnect', () => createWalletConnectHub(context, settings))
  hub.addNamespace('eip155', walletConnectNamespace(context.networks, context.options))
  const provider = createWalletConnectProvider(hub, context.networks)
  const entry: DiscoveredProvider = {
    connector: { id: walletConnectConnectorId, type: 'WALLET_CONNECT', name: 'WalletConnect' },
    provider,
    prepare: ({ signal, network }) => provider.pair(signal, network),
    end: provider.disconnect,
    approvedNetworkIds: () => approvedNetworkIds(hub.session()),
  }
  return { entry, destroy: hub.destroy }
}
