import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useMemo } from 'react'
import { loadAgain } from '../../loadAgain.js'

type Load = () => Promise<{ default: unknown }>
type Loaded = LazyExoticComponent<ComponentType<Record<string, unknown>>>
/** Each load's lazy component, or after it failed, how many times it failed (the next one's attempt, loadAgain). */
const cache = new WeakMap<Load, Loaded | number>()
/** Each load's module once its code has arrived: a LazyModule of it draws on its first render, with no Suspense pass. */
const arrived = new WeakMap<Load, { default: unknown }>()

const attemptOf = (load: Load) => {
  const cached = cache.get(load)
  return typeof cached === 'number' ? cached : 0
}

/**
 * Loads the code of `load` ahead of its LazyModule (a view holding its content for it), so that the LazyModule draws
 * at once when it mounts. A failure is the caller's to see, and the LazyModule loads again when it mounts.
 */
export async function preloadModule(load: Load): Promise<void> {
  if (arrived.has(load)) return
  arrived.set(load, await loadAgain(load, attemptOf(load)))
}

/** A thenable that has settled: React.lazy reads its module in the same render instead of suspending. */
const settledWith = <T,>(value: T): PromiseLike<T> => ({
  // biome-ignore lint/suspicious/noThenProperty: React.lazy takes any thenable; this one calls back at once.
  then: (resolve) => settledWith(resolve ? resolve(value) : value) as never,
})

/**
 * The lazy component of `load`, remembered. A failed load is forgotten, so the next LazyModule to mount (the view's
 * Try again remounts it) loads it again, from a fresh URL where the browser keeps a failed import failed (loadAgain).
 */
function lazyComponent(load: Load, attempt: number): Loaded {
  const component = lazy(() => {
    const module = arrived.get(load)
    if (module) return settledWith(module) as Promise<{ default: ComponentType<Record<string, unknown>> }>
    return loadAgain(load, attempt).then(
      (loaded) => {
        arrived.set(load, loaded)
        return loaded
      },
      (error: unknown) => {
        cache.set(load, attempt + 1)
        throw error
      },
    ) as Promise<{ default: ComponentType<Record<string, unknown>> }>
  })
  cache.set(load, component)
  return component
}

export interface LazyModuleProps {
  /** A plugin's lazy module whose default export is a component. */
  load: Load
  /** Props for the component. */
  props?: Record<string, unknown>
}

/**
 * Renders the default export of a lazily loaded module (a contributed connect method, tab or slot fill). Its
 * component is chosen when it mounts (or is given another `load`): a failed load stays failed while it is mounted,
 * however often its parent renders again, so the error reaches the view's boundary and only the view's Try again
 * loads it again (a render after the failure, before the boundary heard of it, used to load it again unseen).
 */
export function LazyModule({ load, props }: LazyModuleProps) {
  const Component = useMemo(() => {
    const cached = cache.get(load)
    return cached === undefined || typeof cached === 'number' ? lazyComponent(load, attemptOf(load)) : cached
  }, [load])
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  )
}
