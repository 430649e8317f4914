import type { Logger } from '../createLogger.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { StoredNamespaceConnection } from '../storage/storageKeys.js'
import { kernelStorageSchemas } from '../storage/storageKeys.js'
import type { Namespace } from '../types.js'
import type { Connections } from './createConnections.js'

type Stored = Partial<Record<Namespace, StoredNamespaceConnection>>

export interface SyncAcrossTabsParameters {
  store: Store<FoyerState>
  connections: Pick<Connections, 'restore'> & {
    walletEvents: { disconnected(namespace: Namespace, connectorId: string): void }
  }
  logger: Pick<Logger, 'warn'>
  prefix: string
  /** The developer's storage; events come only from localStorage, so another one is never synced. */
  storage?: unknown
  /** Where `storage` events arrive; default the window (none on a server). */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'> | undefined
}

/** Another tab's value of the connections key, parsed by its schema; undefined when it is garbage. */
function parseStored(value: string | null): Stored | undefined {
  if (value === null) return {}
  try {
    const parsed = kernelStorageSchemas.connections?.safeParse(JSON.parse(value))
    return parsed?.success ? (parsed.data as Stored) : undefined
  } catch {
    return undefined
  }
}

const localStorageOf = () => {
  try {
    return globalThis.localStorage
  } catch {
    return undefined
  }
}

/**
 * Two tabs of one app share storage: a disconnect stored by another tab disconnects here (without asking the
 * wallet again), and a connection stored there is restored here through the adapter, as a reload would. A
 * garbage value changes nothing. Returns the teardown that removes the listener.
 */
export function syncAcrossTabs(parameters: SyncAcrossTabsParameters): () => void {
  const { store, connections, logger, prefix } = parameters
  const target = parameters.target ?? (typeof window === 'undefined' ? undefined : window)
  const area = parameters.storage ?? localStorageOf()
  if (!target || !area) return () => undefined
  const key = `${prefix}:connections`

  const onStorage = (event: StorageEvent) => {
    if (event.storageArea !== area || (event.key !== null && event.key !== key)) return
    const stored = parseStored(event.key === null ? null : event.newValue)
    if (!stored) return logger.warn(`storage: ignored another tab's ${key}, it did not match its schema`)
    const active = store.getState().activeConnectorIds
    let restore = false
    for (const namespace of Object.keys(active) as Namespace[]) {
      const connectorId = active[namespace]
      const there = stored[namespace]
      if (!connectorId) continue
      if (!there) connections.walletEvents.disconnected(namespace, connectorId)
      else if (there.connectorId !== connectorId) restore = true
    }
    for (const namespace of Object.keys(stored) as Namespace[]) if (!active[namespace]) restore = true
    if (restore)
      connections.restore().catch((error: unknown) => logger.warn("could not follow another tab's connection", error))
  }
  target.addEventListener('storage', onStorage as EventListener)
  return () => target.removeEventListener('storage', onStorage as EventListener)
}
