import { startTransition, useEffect, useRef, useState } from 'react'
import type { FoyerState } from '../../index.js'
import { createSelection, type Equals, type Selector } from './createSelection.js'
import { useFoyer } from './useFoyer.js'

/**
 * Reads a part of Foyer's state as `useFoyerState` does, but a change re-renders the component in a transition:
 * after the urgent renders (a field showing the key just typed) have painted, as with `useDeferredValue`, and
 * without an urgent render of its own first. For a view whose parts follow a field's value (a check, a quote),
 * with the field itself in a `StateTextInput`.
 */
export function useDeferredFoyerState<T>(selector: Selector<FoyerState, T>, equals?: Equals<T>): T {
  const foyer = useFoyer()
  const [select] = useState(createSelection<FoyerState, T>)
  const read = () => select(foyer.getState(), selector, equals)
  const [value, setValue] = useState(read)
  const latest = useRef(read)
  latest.current = read
  useEffect(() => {
    const follow = () => {
      const next = latest.current()
      startTransition(() => setValue(() => next))
    }
    follow() // a change between the render and this subscription
    return foyer.subscribe(follow)
  }, [foyer])
  return value
}
