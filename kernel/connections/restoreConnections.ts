import type { Connection, Namespace } from '../types.js'
import { applyConnection, clearConnection, followConnectedNamespace } from './applyConnection.js'
import { adapterAccounts } from './askAdapter.js'
import type { ConnectionsContext } from './ConnectionsContext.js'
import { setConnecting, setDisconnected } from './connectionRecipes.js'
import { persistConnection, readStoredConnections } from './storedConnections.js'

/**
 * The other connections stored with a restored one (SPEC §3 `recent`): remembered from an earlier visit and
 * not asked again, they are kept with `recent: true` until they connect anew.
 */
function rememberRecent(context: ConnectionsContext, namespace: Namespace, stored: readonly Connection[]) {
  const { store } = context
  const live = new Set((store.getState().connections[namespace] ?? []).map((connection) => connection.connectorId))
  const recent = stored
    .filter((connection) => !live.has(connection.connectorId))
    .map((connection) => ({ ...connection, recent: true }))
  if (recent.length === 0) return
  store.update((draft) => {
    draft.connections[namespace] = [...(draft.connections[namespace] ?? []), ...recent]
  })
  persistConnection(context, namespace)
}

/**
 * The stored connection went (a disconnect here or in another tab) or changed while its wallet was asked: the
 * answer is old, and what is stored now stays as it is. A namespace this restore left connecting is
 * disconnected again, in the state only; a connection made meanwhile stays.
 */
function letGo(context: ConnectionsContext, namespace: Namespace) {
  context.store.update((draft) => {
    if (!draft.activeConnectorIds[namespace] && draft.chains[namespace]?.accountState.status === 'connecting')
      setDisconnected(draft, namespace)
  })
}

/**
 * SPEC §9's 10 s: how long a wallet gets to answer a restore's accounts request before its namespace shows as
 * disconnected (the kernel's start and the restores queued behind this one go on); its stored connection stays.
 */
export const restoreWaitMs = 10_000

const late = Symbol('late')

/**
 * Syncs the stored connections silently with the wallets (on start); one that fails is cleared. Every
 * namespace's connection comes back; the active namespace stays the stored one (its active network's) while
 * it has a wallet, else a namespace that has one leads. A wallet that has not answered within `restoreWaitMs`
 * leaves its namespace disconnected in the state, its stored connection kept; a late answer still counts unless a
 * connection was made or the stored one changed meanwhile.
 */
export async function restoreConnections(context: ConnectionsContext): Promise<void> {
  const stored = readStoredConnections(context)
  await Promise.all(
    (Object.keys(stored) as Namespace[]).map(async (namespace) => {
      const entry = stored[namespace]
      if (!entry || !context.adapters.get(namespace)) return clearConnection(context, namespace)
      context.store.update((draft) => setConnecting(draft, namespace))
      const settle = (result: Awaited<ReturnType<typeof adapterAccounts>>) => {
        if (readStoredConnections(context)[namespace]?.connectorId !== entry.connectorId)
          return letGo(context, namespace)
        if (result.accounts.length === 0) return clearConnection(context, namespace)
        applyConnection(context, namespace, entry.connectorId, result, { fresh: true, wallet: entry.wallet })
        rememberRecent(context, namespace, entry.connections)
      }
      const fail = (error: unknown) => {
        context.logger.warn(`could not restore the ${namespace} connection`, error)
        clearConnection(context, namespace)
      }
      const answer = adapterAccounts(context, namespace, entry.connectorId)
      let timer: unknown
      const bound = new Promise<typeof late>((resolve) => {
        timer = context.clock.setTimeout(() => resolve(late), restoreWaitMs)
      })
      try {
        const result = await Promise.race([answer, bound])
        if (result !== late) return settle(result)
      } catch (error) {
        return fail(error)
      } finally {
        context.clock.clearTimeout(timer)
      }
      context.logger.warn(`the ${namespace} wallet did not answer the restore within ${restoreWaitMs} ms`)
      letGo(context, namespace)
      const lateAnswer = (apply: () => void) => {
        if (context.store.getState().activeConnectorIds[namespace] !== undefined) return // connected meanwhile
        apply()
        followConnectedNamespace(context)
      }
      answer.then(
        (result) => lateAnswer(() => settle(result)),
        (error: unknown) => lateAnswer(() => fail(error)),
      )
    }),
  )
  followConnectedNamespace(context)
}
