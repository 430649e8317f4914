import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useRef, useState } from 'react'
import type { FoyerState, Kernel, ViewDefinition } from '../../index.js'
import { useFoyerState } from '../hooks/useFoyerState.js'
import { Text } from '../primitives/Text.js'
import { focusInto } from './focus/focusInto.js'
import { Loading } from './Loading.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'

/** What a view component receives. */
export interface ViewProps<Params = unknown> {
  params: Params
}

type LazyView = LazyExoticComponent<ComponentType<ViewProps>>

const selectRoute = (state: FoyerState) => state.router.history.at(-1)
const selectDepth = (state: FoyerState) => state.router.history.length

/** Runs `onShown` once the views above it in the same Suspense boundary have loaded. */
function Shown({ onShown }: { onShown(): void }) {
  useEffect(onShown, [])
  return null
}

/**
 * The current view: its code through React.lazy (one component per definition, so a view replaced
 * by name gets its own), a spinner while it loads, an error with retry when it fails. When it shows
 * and focus was lost with the previous view, focus moves to its first control.
 */
export function ViewOutlet({ kernel }: { kernel: Kernel }) {
  const route = useFoyerState(selectRoute)
  const depth = useFoyerState(selectDepth)
  const [views] = useState(() => new WeakMap<ViewDefinition, LazyView>())
  const [attempt, setAttempt] = useState(0)
  const area = useRef<HTMLDivElement>(null)

  if (!route) return <Loading />
  const definition = kernel.router.getView(route.view)
  if (!definition) {
    return (
      <Text tone="muted" align="center">
        This view is not available.
      </Text>
    )
  }
  let View = views.get(definition)
  if (!View) {
    View = lazy(definition.load as () => Promise<{ default: ComponentType<ViewProps> }>)
    views.set(definition, View)
  }
  const retry = () => {
    views.delete(definition)
    setAttempt((count) => count + 1)
  }
  const onShown = () => {
    const element = area.current
    const dialog = element?.closest<HTMLElement>('[role="dialog"]')
    if (element && dialog) focusInto(element, dialog)
  }
  return (
    <div ref={area} className="foyer-view" key={`${depth}:${route.view}`}>
      <ViewErrorBoundary key={attempt} onRetry={retry}>
        <Suspense fallback={<Loading />}>
          <View params={route.params} />
          <Shown onShown={onShown} />
        </Suspense>
      </ViewErrorBoundary>
    </div>
  )
}
