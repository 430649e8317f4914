import type { Clock } from '../clock.js'
import { loadLater } from '../loadLater.js'
import type { QueryCache, QueryState } from './createQueryCache.js'

/**
 * The query cache as the plugins see it (`context.cache`), its code loaded with the first fetch or change, so the
 * first open carries none of it (what reads fetched data loads later: account details, tabs, names). Until then
 * nothing is cached (a key is idle, with no value), and a fetch, set or invalidation waits for the code, in order.
 */
export function lazyQueryCache(clock: Pick<Clock, 'now'>): QueryCache {
  const cache = loadLater(
    () => import('./createQueryCache.js'),
    ({ createQueryCache }) => createQueryCache(clock),
  )
  return {
    fetch: (key, loader, options) =>
      cache.now()?.fetch(key, loader, options) ?? cache.load().then((real) => real.fetch(key, loader, options)),
    peek: (key) => cache.now()?.peek(key),
    state: <T>(key: string): QueryState<T> => cache.now()?.state<T>(key) ?? { status: 'idle' },
    // A change before the code is there: made once it is (a failed load leaves nothing to change).
    set: (key, value, stored) => cache.use((real) => real.set(key, value, stored)),
    invalidate: (prefix) => cache.use((real) => real.invalidate(prefix)),
  }
}
