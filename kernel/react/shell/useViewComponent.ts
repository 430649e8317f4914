import { type ComponentType, useEffect, useReducer, useState } from 'react'
import type { ViewDefinition } from '../../index.js'
import { loadedView, loadView } from '../../router/loadView.js'

/** What a view component receives. */
export interface ViewProps<Params = unknown> {
  params: Params
}

export type ViewComponent = ComponentType<ViewProps>

interface Entry {
  failed?: { error: unknown }
  loading?: Promise<void>
  /** How many times Try again was pressed (a retry may import a fresh URL: loadAgain). */
  attempt?: number
}

export interface ViewModule {
  component: ViewComponent | undefined
  failed: { error: unknown } | undefined
  /** Forgets a failed load and tries again. */
  retry(): void
}

/**
 * A view's component from its lazy `load`, remembered per definition by loadView (a view replaced by name
 * gets its own); this hook keeps the load in flight, its failure and its retries. Not React.lazy: Suspense
 * holds revealed content back for up to 300 ms, and a view should show as soon as its code is there: a view
 * whose code has loaded before (the kernel starts the code of the view the modal shows) draws on its first
 * render.
 */
export function useViewComponent(definition: ViewDefinition): ViewModule {
  const [cache] = useState(() => new WeakMap<ViewDefinition, Entry>())
  const [, rerender] = useReducer((count: number) => count + 1, 0)
  let entry = cache.get(definition)
  if (!entry) {
    entry = {}
    cache.set(definition, entry)
  }
  const current = entry
  const component = loadedView(definition)?.default as ViewComponent | undefined

  useEffect(() => {
    if (component || current.failed) return
    let live = true
    current.loading ??= loadView(definition, current.attempt ?? 0).then(
      () => undefined,
      (error: unknown) => {
        current.failed = { error }
        current.loading = undefined
      },
    )
    current.loading.then(() => live && rerender())
    return () => {
      live = false
    }
  }, [definition, current, component])

  return {
    component,
    failed: current.failed,
    retry: () => {
      cache.set(definition, { attempt: (current.attempt ?? 0) + 1 })
      rerender()
    },
  }
}
