import { loadAgain } from './loadAgain.js'

/** A module's value made on first use (see loadLater). */
export interface Later<T> {
  /** The value, once its module is there. */
  now(): T | undefined
  /** Loads the module once and makes the value; after a failure the next call asks again. */
  load(): Promise<T>
  /** Runs `action` with the value: now when it is there, else once it is (`failed` hears a failed load). */
  use(action: (value: T) => void, failed?: (error: unknown) => void): void
}

/**
 * A value whose module loads when first asked for (or when the kernel preloads it), so the first open carries
 * none of its code. After a failed import the next `load` asks again, from a fresh URL where the browser keeps the
 * failure (loadAgain): `importer` gives the module itself, `make` the value from it.
 */
export function loadLater<M, T>(importer: () => Promise<M>, make: (module: M) => T): Later<T> {
  let value: T | undefined
  let loading: Promise<T> | undefined
  let failures = 0
  const load = () =>
    (loading ??= loadAgain(importer, failures).then(
      (module) => (value = make(module)),
      (error: unknown) => {
        loading = undefined
        failures++
        throw error
      },
    ))
  return {
    now: () => value,
    load,
    use: (action, failed = () => undefined) => (value ? action(value) : void load().then(action).catch(failed)),
  }
}
