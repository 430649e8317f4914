import type { Logger } from '../createLogger.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { FoyerStorage } from '../storage/FoyerStorage.js'
import type { StorageBackend } from '../storage/createStorage.js'
import type { Namespace } from '../types.js'
import type { Connections } from './createConnections.js'

export interface SyncAcrossTabsParameters {
  store: Store<FoyerState>
  connections: Pick<Connections, 'restore'> & {
    walletEvents: { disconnected(namespace: Namespace, connectorId: string): void }
  }
  logger: Pick<Logger, 'warn'>
  /** The kernel's storage: its key and schema for the connections. */
  storage: Pick<FoyerStorage, 'key' | 'parse'>
  /** The backend it writes to; `storage` events come only from localStorage, so another one is never synced. */
  area: Pick<StorageBackend, 'getItem'>
  /** Other tabs see `area` (default: it is the window's localStorage), so its value is followed at the start too. */
  shared?: boolean
  /** Where `storage` events arrive; default the window (none on a server). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined
  /**
   * Runs the read of what is stored after an event; default 50 ms later, once the other tab's writes that came
   * with it have reached this tab's copy of the storage too.
   */
  settle?: (read: () => void) => void
}

const settleMs = 50

function isLocalStorage(area: unknown): boolean {
  try {
    return area === globalThis.localStorage
  } catch {
    return false // a sandboxed frame's localStorage throws
  }
}

/**
 * Two tabs of one app share storage: a disconnect stored by another tab disconnects here (without asking the
 * wallet again), and a connection stored there is restored here through the adapter, as a reload would; one still
 * connecting there is left to that tab. A garbage value changes nothing. Returns the teardown that removes the listener.
 */
export function syncAcrossTabs(parameters: SyncAcrossTabsParameters): () => void {
  const { store, connections, logger, storage, area } = parameters
  const target = parameters.target ?? (typeof window === 'undefined' ? undefined : window)
  if (!target) return () => undefined
  const key = storage.key('connections')

  /** Another tab's value of the key (null: removed): followed; garbage changes nothing. */
  const follow = (value: string | null) => {
    const stored = value === null ? {} : storage.parse('connections', value)
    if (!stored) return logger.warn(`storage: ignored another tab's ${key}, it did not match its schema`)
    const active = store.getState().activeConnectorIds
    let restore = false
    for (const namespace of Object.keys(active) as Namespace[]) {
      const connectorId = active[namespace]
      const there = stored[namespace]
      if (!connectorId) continue
      if (!there) connections.walletEvents.disconnected(namespace, connectorId)
      else if (there.connectorId !== connectorId && there.status === 'connected') restore = true
    }
    // A connection still connecting there is that tab's own (a social login that left its page): not followed.
    for (const namespace of Object.keys(stored) as Namespace[])
      if (!active[namespace] && stored[namespace]?.status === 'connected') restore = true
    if (restore)
      connections.restore().catch((error: unknown) => logger.warn("could not follow another tab's connection", error))
  }
  let timer: ReturnType<typeof setTimeout> | undefined
  const settle =
    parameters.settle ??
    ((read: () => void) => {
      clearTimeout(timer)
      timer = setTimeout(read, settleMs)
    })
  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== area || (event.key !== null && event.key !== key)) return
    // What is stored once the event's writes settled, not the event's value: a tab that drops a garbage value it
    // read and writes its own at once sends a removal and then the value, and the removal alone would read as every
    // connection gone. A removed key or a cleared storage that stays so is every connection gone.
    settle(() => follow(area.getItem(key)))
  }
  target.addEventListener('storage', onStorage as EventListener)
  // What another tab stored between this tab's restore and now (this starts after the first view) is followed too;
  // only localStorage is shared with other tabs.
  if (parameters.shared ?? isLocalStorage(area)) follow(area.getItem(key))
  return () => {
    clearTimeout(timer)
    target.removeEventListener('storage', onStorage as EventListener)
  }
}
