import type { ConnectResult } from '../adapters/defineAdapter.js'
import type { Namespace } from '../types.js'
import { applyConnection, clearConnection } from './applyConnection.js'
import type { ConnectionsContext } from './ConnectionsContext.js'
import { parseConnectResult } from './parseConnectResult.js'

/** The wallet changed something on its own (AdapterContext callbacks); its word is parsed here, once. */
export function createWalletEvents(context: ConnectionsContext) {
  const { store, bus } = context
  const isActive = (namespace: Namespace, connectorId: string) =>
    store.getState().activeConnectorIds[namespace] === connectorId
  return {
    accountsChanged(namespace: Namespace, connectorId: string, accounts: ConnectResult['accounts']) {
      if (!isActive(namespace, connectorId)) return
      const networkId = store.getState().chains[namespace]?.activeNetworkId
      if (accounts.length === 0 || !networkId) return clearConnection(context, namespace)
      applyConnection(context, namespace, connectorId, parseConnectResult({ accounts, networkId }, namespace))
    },
    networkChanged(namespace: Namespace, connectorId: string, networkId: ConnectResult['networkId']) {
      if (!isActive(namespace, connectorId)) return
      const state = store.getState()
      const from = state.chains[namespace]?.activeNetworkId
      const accounts = state.connections[namespace]?.find((c) => c.connectorId === connectorId)?.accounts ?? []
      applyConnection(context, namespace, connectorId, parseConnectResult({ accounts, networkId }, namespace))
      // The stored network is the wallet's, as the state's is (a switch the wallet answers late included).
      if (store.getState().activeNamespace === namespace) context.storage.set('activeNetwork', networkId)
      if (from !== networkId) bus.emit('network:switched', { namespace, from, to: networkId })
    },
    disconnected(namespace: Namespace, connectorId: string) {
      if (isActive(namespace, connectorId)) clearConnection(context, namespace)
    },
  }
}

export type WalletEvents = ReturnType<typeof createWalletEvents>
