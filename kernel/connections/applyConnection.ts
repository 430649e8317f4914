import type { ConnectResult } from '../adapters/defineAdapter.js'
import type { StoredWallet } from '../storage/storageKeys.js'
import type { Namespace } from '../types.js'
import type { ConnectionsContext } from './ConnectionsContext.js'
import {
  activateConnectedNamespace,
  namespaceToFollow,
  type SetConnectedOptions,
  setConnected,
  setDisconnected,
} from './connectionRecipes.js'
import { persistConnection } from './storedConnections.js'

/** A parsed answer becomes the namespace's connection, in the state and in storage. */
export function applyConnection(
  context: ConnectionsContext,
  namespace: Namespace,
  connectorId: string,
  result: ConnectResult,
  options?: SetConnectedOptions & { chosen?: StoredWallet | undefined },
) {
  context.store.update((draft) => setConnected(draft, namespace, connectorId, result, options))
  persistConnection(context, namespace, options?.chosen)
  if (options?.activate) context.storage.set('activeNetwork', result.networkId)
}

/** Another namespace's connected wallet becomes the active one when the active namespace has none (stored too). */
export function followConnectedNamespace(context: ConnectionsContext) {
  // Asked of the state first: most calls change nothing (a first open restores no connection), and a recipe that
  // only reads still drafts what it reads.
  const activated = namespaceToFollow(context.store.getState())
  if (!activated) return
  context.store.update((draft) => void activateConnectedNamespace(draft))
  const networkId = context.store.getState().chains[activated]?.activeNetworkId
  if (networkId) context.storage.set('activeNetwork', networkId)
}

/** The namespace is disconnected, in the state and in storage; another connected namespace stays (and leads). */
export function clearConnection(context: ConnectionsContext, namespace: Namespace) {
  context.store.update((draft) => setDisconnected(draft, namespace))
  persistConnection(context, namespace)
  followConnectedNamespace(context)
  context.bus.emit('disconnect:success', { namespace })
}
