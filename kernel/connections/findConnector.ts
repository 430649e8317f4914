import type { FoyerState } from '../state/FoyerState.js'
import type { Connector, Namespace } from '../types.js'

/** The connector an adapter announced (through setConnectors), by namespace and id. */
export const findConnector = (
  state: Pick<FoyerState, 'connectors'>,
  namespace: Namespace,
  connectorId: string,
): Connector | undefined =>
  state.connectors.find((connector) => connector.id === connectorId && connector.chain === namespace)
