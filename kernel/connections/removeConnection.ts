import { sleep } from '../clock.js'
import { foyerError } from '../errors/codedErrors.js'
import type { Namespace } from '../types.js'
import type { ConnectionsContext } from './ConnectionsContext.js'
import { disconnect, disconnectWaitMs } from './disconnect.js'
import { persistConnection } from './storedConnections.js'
import { switchConnection } from './switchConnection.js'

export interface RemoveConnectionParameters {
  namespace: Namespace
  connectorId: string
}

/** The other connections of the namespace, in their order (the one to fall back on first). */
const othersOf = (context: ConnectionsContext, namespace: Namespace, connectorId: string) =>
  (context.store.getState().connections[namespace] ?? []).filter((c) => c.connectorId !== connectorId)

/**
 * Removes one of a namespace's connections (SPEC §2 ProfileWallets): the wallet is let go (3 s at most) and
 * the connection forgotten, in the state and in storage. Removing the active one makes the next connection
 * active first (reconnected silently); when there is none, or it does not answer, the namespace disconnects.
 */
export async function removeConnection(context: ConnectionsContext, parameters: RemoveConnectionParameters) {
  const { namespace, connectorId } = parameters
  const { store, adapters, logger, clock } = context
  if (store.getState().activeConnectorIds[namespace] === connectorId) {
    const next = othersOf(context, namespace, connectorId)[0]
    const switched = next
      ? await switchConnection(context, { namespace, connectorId: next.connectorId, status: 'active' }).then(
          () => true,
          (error: unknown) => {
            logger.warn(`could not switch to ${next.connectorId}`, error)
            return false
          },
        )
      : false
    if (!switched) return disconnect(context, namespace)
  }
  let failed = false
  try {
    await Promise.race([adapters.getOrThrow(namespace).disconnect({ connectorId }), sleep(clock, disconnectWaitMs)])
  } catch (error) {
    logger.error(`removing ${connectorId} failed`, error)
    failed = true
  } finally {
    store.update((draft) => {
      draft.connections[namespace] = othersOf(context, namespace, connectorId)
    })
    persistConnection(context, namespace)
  }
  if (failed) throw foyerError('DISCONNECT_FAILED')
}
