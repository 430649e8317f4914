import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useMemo } from 'react'
import { loadAgain } from '../../loadAgain.js'

type Load = () => Promise<{ default: unknown }>
type Loaded = LazyExoticComponent<ComponentType<Record<string, unknown>>>
/** Each load's lazy component, or after it failed, how many times it failed (the next one's attempt, loadAgain). */
const cache = new WeakMap<Load, Loaded | number>()

/**
 * The lazy component of `load`, remembered. A failed load is forgotten, so the next LazyModule to mount (the view's
 * Try again remounts it) loads it again, from a fresh URL where the browser keeps a failed import failed (loadAgain).
 */
function lazyComponent(load: Load, attempt: number): Loaded {
  const component = lazy(
    () =>
      loadAgain(load, attempt).catch((error: unknown) => {
        cache.set(load, attempt + 1)
        throw error
      }) as Promise<{ default: ComponentType<Record<string, unknown>> }>,
  )
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
    const cached = cache.get(load) ?? 0
    return typeof cached === 'number' ? lazyComponent(load, cached) : cached
  }, [load])
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  )
}
