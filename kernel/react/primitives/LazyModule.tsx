import { type ComponentType, lazy, Suspense } from 'react'
import { loadAgain } from '../../loadAgain.js'

type Load = () => Promise<{ default: unknown }>
type Loaded = ComponentType<Record<string, unknown>>
const cache = new WeakMap<Load, Loaded>()
const failures = new WeakMap<Load, number>()

/**
 * The lazy component of `load`. A failed load is forgotten, so the view's Try again (which remounts it) loads
 * it again, from a fresh URL where the browser keeps a failed import failed (loadAgain).
 */
function lazyComponent(load: Load): Loaded {
  const attempt = failures.get(load) ?? 0
  return lazy(() =>
    loadAgain(load, attempt).then(
      (module) => module as { default: Loaded },
      (error: unknown) => {
        cache.delete(load)
        failures.set(load, attempt + 1)
        throw error
      },
    ),
  )
}

export interface LazyModuleProps {
  /** A plugin's lazy module whose default export is a component. */
  load: Load
  /** Props for the component. */
  props?: Record<string, unknown>
}

/** Renders the default export of a lazily loaded module (a contributed connect method, tab or slot fill). */
export function LazyModule({ load, props }: LazyModuleProps) {
  let Component = cache.get(load)
  if (!Component) {
    Component = lazyComponent(load)
    cache.set(load, Component)
  }
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  )
}
