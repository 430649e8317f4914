import type { FoyerState } from '../state/FoyerState.js'
import type { Namespace } from '../types.js'

export type ConnectorStatus = 'connected' | 'active' | 'disconnected'

export const connectorStatuses: ReadonlySet<ConnectorStatus> = new Set(['connected', 'active', 'disconnected'])

/** SPEC §4 connector level: connected (the active connector), active (has a connection), disconnected. */
export function connectorStatus(state: FoyerState, namespace: Namespace, connectorId: string): ConnectorStatus {
  if (state.activeConnectorIds[namespace] === connectorId) return 'connected'
  if (state.connections[namespace]?.some((connection) => connection.connectorId === connectorId)) return 'active'
  return 'disconnected'
}
