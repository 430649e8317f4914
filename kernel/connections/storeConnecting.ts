import type { Namespace } from '../types.js'
import type { ConnectionsContext } from './ConnectionsContext.js'
import { readStoredConnections, writeStoredConnections } from './storedConnections.js'

export interface StoreConnectingParameters {
  namespace: Namespace
  connectorId: string
}

/**
 * Stores a connector as connecting, for a connection that finishes on the app's next page: a login that takes the
 * whole tab away and brings it back (the social login's redirect). That page's start restores it like any stored
 * connection, asking the connector, which connects or clears it (SPEC §4: a stored connecting state becomes
 * connected or disconnected after sync). The namespace's other stored connections stay, to come back as recent.
 */
export function storeConnecting(
  context: Pick<ConnectionsContext, 'store' | 'storage'>,
  { namespace, connectorId }: StoreConnectingParameters,
): void {
  const stored = readStoredConnections(context)
  const connections = (stored[namespace]?.connections ?? []).filter((each) => each.connectorId !== connectorId)
  writeStoredConnections(context, { ...stored, [namespace]: { status: 'connecting', connectorId, connections } })
}
