/** SPEC §9: the request dedupe cache holds at most 8,192 entries. */
export const maxInFlight = 8192

interface Entry {
  promise: Promise<unknown>
  controller: AbortController
  users: number
}

/** Starts `run` with a signal of its own; the callers that share it are counted. */
export type SharedRun = (signal: AbortSignal) => Promise<unknown>

/**
 * Identical requests in flight share one promise. A caller that aborts leaves the others waiting; the
 * request itself is aborted only when every caller has left. When `limit` keys are in flight, the oldest
 * key is forgotten (its request goes on; later callers start a new one). A `fresh` caller (a read after a change)
 * joins none: it starts its own request, which later callers join.
 */
export function createInFlight(limit = maxInFlight) {
  const entries = new Map<string, Entry>()

  const leave = (key: string, entry: Entry) => {
    entry.users -= 1
    if (entry.users > 0) return
    entry.controller.abort()
    if (entries.get(key) === entry) entries.delete(key)
  }

  return {
    get size() {
      return entries.size
    },
    /** The shared promise for `key`, started by `run` if none is in flight (or `fresh`); rejects with `abortError()` if `signal` aborts. */
    join(
      key: string,
      run: SharedRun,
      signal: AbortSignal | undefined,
      abortError: () => unknown,
      fresh = false,
    ): Promise<unknown> {
      if (signal?.aborted) return Promise.reject(abortError())
      let entry = fresh ? undefined : entries.get(key)
      if (!entry) {
        const controller = new AbortController()
        const created: Entry = { controller, users: 0, promise: run(controller.signal) }
        const forget = () => {
          if (entries.get(key) === created) entries.delete(key)
        }
        created.promise.then(forget, forget)
        entries.delete(key) // a fresh one takes the place of the one in flight, which goes on for its callers
        if (entries.size >= limit) entries.delete(entries.keys().next().value as string)
        entries.set(key, created)
        entry = created
      }
      const joined = entry
      joined.users += 1
      if (!signal) return joined.promise
      return new Promise((resolve, reject) => {
        const onAbort = () => {
          leave(key, joined)
          reject(abortError())
        }
        signal.addEventListener('abort', onAbort, { once: true })
        joined.promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
      })
    },
  }
}
