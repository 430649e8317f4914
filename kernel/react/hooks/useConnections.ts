import type { Connection, Namespace } from '../../index.js'
import { useFoyerState } from './useFoyerState.js'

export interface UseConnectionsReturnType {
  /** The namespace's stored connections (each a connector and its accounts), most recent first. */
  connections: readonly Connection[]
  /** The connector of the active connection, when there is one. */
  activeConnectorId: string | undefined
  namespace: Namespace | undefined
}

const none: readonly Connection[] = Object.freeze([])

/** A namespace's connections (the active namespace's by default): several wallets may be connected. */
export function useConnections(namespace?: Namespace): UseConnectionsReturnType {
  return useFoyerState((state) => {
    const of = namespace ?? state.activeNamespace
    return {
      connections: (of && state.connections[of]) || none,
      activeConnectorId: of ? state.activeConnectorIds[of] : undefined,
      namespace: of,
    }
  })
}
