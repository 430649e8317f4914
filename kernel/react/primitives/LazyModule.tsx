import { type ComponentType, lazy, Suspense } from 'react'

type Load = () => Promise<{ default: unknown }>
const cache = new WeakMap<Load, ComponentType<Record<string, unknown>>>()

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
    Component = lazy(load as () => Promise<{ default: ComponentType<Record<string, unknown>> }>)
    cache.set(load, Component)
  }
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  )
}
