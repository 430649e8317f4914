import type { Clock } from '../clock.js'
import type { TtlCache } from '../storage/FoyerStorage.js'

/** Where a key stands: its last good value (kept through a failure), and the last failure until a load succeeds. */
export interface QueryState<T = unknown> {
  status: 'idle' | 'loading' | 'ready' | 'failed'
  value?: T
  /** When the value was loaded (clock ms); undefined while it is not known fresh (read from storage, invalidated). */
  updatedAt?: number
  error?: unknown
  /** When the last load failed (clock ms). */
  failedAt?: number
}

export interface FetchOptions<T> {
  /** How long a loaded value is answered without asking the loader again (ms); 0 shares only a load in flight. */
  staleTime: number
  /** A read after a change: the key is invalidated first, so neither a value nor a load begun before answers. */
  fresh?: boolean
  /** Where the value is also kept across reloads (a storage cache with its own lifetime), read before the loader. */
  stored?: { cache: TtlCache<T>; id: string }
}

export interface QueryCache {
  /** The value of `key`: the cached one while fresh, else the load in flight, else the stored one, else `load()`'s. */
  fetch<T>(key: string, load: () => Promise<T>, options: FetchOptions<T>): Promise<T>
  /** The last good value of `key`, fresh or not, without loading. */
  peek<T>(key: string): T | undefined
  state<T>(key: string): QueryState<T>
  /** Stores `value` as the fresh value of `key` (and in `stored`); a load in flight for it answers late. */
  set<T>(key: string, value: T, stored?: FetchOptions<T>['stored']): void
  /**
   * Every key starting with `prefix` is stale: the next fetch loads (past its stored copy, which is dropped), a
   * load in flight is joined by nobody, and its answer, arriving late, is not stored.
   */
  invalidate(prefix: string): void
}

interface Entry {
  state: QueryState
  /** Bumped by each invalidation and set: a load begun under an older one answers late. */
  generation: number
  inFlight?: Promise<unknown>
  stored?: { cache: TtlCache<unknown>; id: string }
  /** Invalidated since it was last loaded: its stored copy is not read. */
  invalidated: boolean
}

/** The one cache of fetched data (balances, history, NFTs, names, identity), on the kernel's clock. */
export function createQueryCache(clock: Pick<Clock, 'now'>): QueryCache {
  const entries = new Map<string, Entry>()
  // Prefixes invalidated before their keys were read in this page: their stored copies are not trusted either.
  const invalidatedPrefixes = new Set<string>()

  const entryOf = (key: string): Entry => {
    let entry = entries.get(key)
    if (!entry) {
      const invalidated = [...invalidatedPrefixes].some((prefix) => key.startsWith(prefix))
      entry = { state: { status: 'idle' }, generation: 0, invalidated }
      entries.set(key, entry)
    }
    return entry
  }

  const invalidateEntry = (entry: Entry) => {
    entry.generation += 1
    entry.inFlight = undefined
    entry.invalidated = true
    entry.state = { ...entry.state, updatedAt: undefined }
    entry.stored?.cache.delete(entry.stored.id)
  }

  const store = (entry: Entry, value: unknown) => {
    entry.state = { status: 'ready', value, updatedAt: clock.now() }
    entry.invalidated = false
    entry.stored?.cache.set(entry.stored.id, value)
  }

  const start = <T>(entry: Entry, load: () => Promise<T>): Promise<T> => {
    const generation = entry.generation
    const current = () => entry.generation === generation
    // A late answer is not stored; its callers get the newer load's answer where one is in flight.
    const newer = () => (!current() && entry.inFlight ? (entry.inFlight as Promise<T>) : undefined)
    entry.state = { ...entry.state, status: 'loading' }
    const promise: Promise<T> = new Promise<T>((resolve) => resolve(load()))
      .then(
        (value) => {
          if (current()) store(entry, value)
          return newer() ?? value
        },
        (error: unknown) => {
          if (current()) entry.state = { ...entry.state, status: 'failed', error, failedAt: clock.now() }
          const later = newer()
          if (later) return later
          throw error
        },
      )
      .finally(() => {
        if (entry.inFlight === promise) entry.inFlight = undefined
      })
    entry.inFlight = promise
    return promise
  }

  return {
    fetch<T>(key: string, load: () => Promise<T>, options: FetchOptions<T>): Promise<T> {
      const entry = entryOf(key)
      if (options.stored) entry.stored = options.stored as Entry['stored']
      if (options.fresh) invalidateEntry(entry)
      const { updatedAt } = entry.state
      if (updatedAt !== undefined && clock.now() - updatedAt < options.staleTime)
        return Promise.resolve(entry.state.value as T)
      if (entry.inFlight) return entry.inFlight as Promise<T>
      const kept = entry.invalidated ? undefined : options.stored?.cache.get(options.stored.id)
      if (kept !== undefined) {
        // Fresh as long as its storage keeps it (its own lifetime), so it is read there again next time.
        entry.state = { status: 'ready', value: kept }
        return Promise.resolve(kept)
      }
      return start(entry, load)
    },
    peek: <T>(key: string) => entries.get(key)?.state.value as T | undefined,
    state: <T>(key: string) => ({ ...(entries.get(key)?.state ?? { status: 'idle' }) }) as QueryState<T>,
    set(key, value, stored) {
      const entry = entryOf(key)
      if (stored) entry.stored = stored as Entry['stored']
      entry.generation += 1
      entry.inFlight = undefined
      store(entry, value)
    },
    invalidate(prefix) {
      invalidatedPrefixes.add(prefix)
      for (const [key, entry] of entries) if (key.startsWith(prefix)) invalidateEntry(entry)
    },
  }
}
