import type { Clock } from '../clock.js'
import { loadAgain } from '../loadAgain.js'
import type { QueryCache, QueryState } from './createQueryCache.js'

/**
 * The query cache as the plugins see it (`context.cache`), its code loaded with the first fetch or change, so the
 * first open carries none of it (what reads fetched data loads later: account details, tabs, names). Until then
 * nothing is cached (a key is idle, with no value), and a fetch, set or invalidation waits for the code, in order.
 */
export function lazyQueryCache(clock: Pick<Clock, 'now'>): QueryCache {
  let real: QueryCache | undefined
  let loading: Promise<QueryCache> | undefined
  let failures = 0
  // After a failed import the next use asks again, from a fresh URL where the browser keeps the failure (loadAgain).
  const load = () =>
    (loading ??= loadAgain(() => import('./createQueryCache.js'), failures).then(
      ({ createQueryCache }) => (real = createQueryCache(clock)),
      (error: unknown) => {
        loading = undefined
        failures++
        throw error
      },
    ))
  // A change before the code is there: made once it is (a failed load leaves nothing to change).
  const later = (action: (cache: QueryCache) => void) => (real ? action(real) : void load().then(action, () => 0))
  return {
    fetch: (key, loader, options) =>
      real ? real.fetch(key, loader, options) : load().then((cache) => cache.fetch(key, loader, options)),
    peek: (key) => real?.peek(key),
    state: <T>(key: string): QueryState<T> => real?.state<T>(key) ?? { status: 'idle' },
    set: (key, value, stored) => later((cache) => cache.set(key, value, stored)),
    invalidate: (prefix) => later((cache) => cache.invalidate(prefix)),
  }
}
