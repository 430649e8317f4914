import { loadAgain } from '../loadAgain.js'

/**
 * A connection action whose code loads when it is first used (a wallet chosen, a disconnect), not with the
 * kernel on the modal's first open. After a failed import the next use loads it again from a fresh URL
 * (loadAgain: Chromium keeps a failed dynamic import failed for the page's life).
 */
export function lazyAction<M, A extends unknown[], R>(
  importer: () => Promise<M>,
  run: (module: M, ...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  let failures = 0
  return (...args) =>
    loadAgain(importer, failures).then(
      (module) => run(module, ...args),
      (error: unknown) => {
        failures++
        throw error
      },
    )
}
