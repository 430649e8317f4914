import type { Draft } from 'immer'
import type { ChainState, Connection, Namespace } from '../types.js'
import type { ConnectionsContext } from './ConnectionsContext.js'
import { setDisconnected } from './connectionRecipes.js'
import { readStoredConnections, writeStoredConnections } from './storedConnections.js'

/** Saves a namespace's state and stored connection; the returned function puts both back. */
export function snapshotConnection(context: ConnectionsContext, namespace: Namespace): () => void {
  const { store } = context
  const state = store.getState()
  const stored = readStoredConnections(context)[namespace]
  const saved = {
    chain: state.chains[namespace],
    activeConnectorId: state.activeConnectorIds[namespace],
    connections: state.connections[namespace],
    activeNamespace: state.activeNamespace,
  }
  return () => {
    store.update((draft) => {
      if (saved.chain) draft.chains[namespace] = saved.chain as Draft<ChainState>
      else setDisconnected(draft, namespace)
      if (saved.activeConnectorId) draft.activeConnectorIds[namespace] = saved.activeConnectorId
      else delete draft.activeConnectorIds[namespace]
      if (saved.connections) draft.connections[namespace] = saved.connections as Draft<Connection>[]
      else delete draft.connections[namespace]
      draft.activeNamespace = saved.activeNamespace
    })
    const now = { ...readStoredConnections(context) }
    if (stored) now[namespace] = stored
    else delete now[namespace]
    writeStoredConnections(context, now)
  }
}
