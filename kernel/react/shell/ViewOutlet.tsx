import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import type { FoyerState, Kernel, RouteEntry, ViewDefinition } from '../../index.js'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerState } from '../hooks/useFoyerState.js'
import { Text } from '../primitives/Text.js'
import { focusInto } from './focus/focusInto.js'
import { Loading } from './Loading.js'
import { useEnterAnimation } from './useEnterAnimation.js'
import { useViewComponent } from './useViewComponent.js'
import { ViewError } from './ViewError.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'

const selectRoute = (state: FoyerState) => state.router.history.at(-1)
const selectDepth = (state: FoyerState) => state.router.history.length

/** Runs `onShown` once, after the view before it has mounted. */
function Shown({ onShown }: { onShown(): void }) {
  useEffect(onShown, [])
  return null
}

/** One route's view: loading, failed (with retry), or shown; focus moves into it when it shows. */
function View({ definition, route }: { definition: ViewDefinition; route: RouteEntry }) {
  const foyer = useFoyer()
  const { component: Component, failed, retry } = useViewComponent(definition)
  const [attempt, setAttempt] = useState(0)
  const area = useRef<HTMLDivElement>(null)
  const enter = useEnterAnimation()

  useEffect(() => {
    if (failed) foyer.bus.emit('error', { error: failed.error, category: 'view' })
  }, [foyer, failed])
  // The focused control may have gone with the previous view: hold focus on the dialog meanwhile.
  useLayoutEffect(() => {
    const dialog = area.current?.closest<HTMLElement>('[role="dialog"]')
    const root = dialog?.getRootNode() as ShadowRoot | undefined
    if (dialog && root && !root.activeElement) dialog.focus({ preventScroll: true })
  }, [])

  const onShown = () => {
    const element = area.current
    const dialog = element?.closest<HTMLElement>('[role="dialog"]')
    if (element && dialog) focusInto(element, dialog)
  }
  const again = () => {
    retry()
    setAttempt((count) => count + 1)
  }
  return (
    <div ref={area} className="foyer-view" data-enter={enter}>
      {failed ? (
        <ViewError onRetry={again} />
      ) : Component ? (
        <ViewErrorBoundary key={attempt} onRetry={again}>
          <Component params={route.params} />
          <Shown onShown={onShown} />
        </ViewErrorBoundary>
      ) : (
        <Loading />
      )}
    </div>
  )
}

/** The current view of the router, remounted (and animated in) on every navigation. */
export function ViewOutlet({ kernel }: { kernel: Kernel }) {
  const route = useFoyerState(selectRoute)
  const depth = useFoyerState(selectDepth)
  if (!route) return <Loading />
  const definition = kernel.router.getView(route.view)
  if (!definition) {
    return (
      <Text tone="muted" align="center">
        This view is not available.
      </Text>
    )
  }
  return <View key={`${depth}:${route.view}`} definition={definition} route={route} />
}
