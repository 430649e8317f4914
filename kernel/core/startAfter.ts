/**
 * Starts a service whose code loads once `due` resolves (afterFirstView), and returns its teardown, which
 * also keeps it from starting when it comes before. A failed import leaves the service off, quietly.
 */
export function startAfter<M>(
  due: Promise<void>,
  load: () => Promise<M>,
  start: (module: M) => () => void,
): () => void {
  let stop: (() => void) | undefined
  let stopped = false
  void due.then(load).then(
    (module) => {
      if (!stopped) stop = start(module)
    },
    () => undefined,
  )
  return () => {
    stopped = true
    stop?.()
  }
}
