import { sleep } from '../clock.js'
import { foyerError } from '../errors/codedErrors.js'
import type { Namespace } from '../types.js'
import { clearConnection } from './applyConnection.js'
import type { ConnectionsContext } from './ConnectionsContext.js'

/** SPEC §9: how long a wallet gets to confirm a disconnect before the state is cleared anyway. */
export const disconnectWaitMs = 3_000

/** Disconnects one namespace, or every connected one; the state is cleared whatever the wallet says. */
export async function disconnect(context: ConnectionsContext, namespace?: Namespace): Promise<void> {
  const { store, adapters, logger, clock, bus } = context
  // A namespace that is none of the app's chains (a typo, or one without networks): nothing of it to disconnect.
  if (namespace !== undefined && !store.getState().chains[namespace])
    throw foyerError(
      'CHAIN_REQUIRED',
      { action: 'disconnect' },
      { details: `${String(namespace)} is none of the app's chains` },
    )
  const targets = namespace ? [namespace] : (Object.keys(store.getState().activeConnectorIds) as Namespace[])
  const failed: Namespace[] = []
  await Promise.all(
    targets.map(async (target) => {
      const connectorId = store.getState().activeConnectorIds[target]
      try {
        if (connectorId) {
          const done = adapters.getOrThrow(target).disconnect({ connectorId })
          await Promise.race([done, sleep(clock, disconnectWaitMs)])
        }
      } catch (error) {
        logger.error(`disconnect ${target} failed`, error)
        failed.push(target)
      } finally {
        clearConnection(context, target)
        bus.emit('track', { event: 'DISCONNECT_SUCCESS', properties: { namespace: target } })
      }
    }),
  )
  if (failed.length === 1 && targets.length === 1) throw foyerError('DISCONNECT_FAILED')
  if (failed.length > 0) throw foyerError('DISCONNECT_CHAINS_FAILED', { chains: failed.join(', ') })
}
