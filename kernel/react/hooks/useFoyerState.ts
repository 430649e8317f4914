import { useState, useSyncExternalStore } from 'react'
import type { FoyerState } from '../../index.js'
import { createSelection, type Equals, type Selector } from './createSelection.js'
import { useFoyer } from './useFoyer.js'

/**
 * Reads a part of Foyer's state and re-renders when it changes. The selector may be an inline
 * function and may build a new object: results shallow-equal to the previous one keep its identity.
 */
export function useFoyerState<T>(selector: Selector<FoyerState, T>, equals?: Equals<T>): T {
  const foyer = useFoyer()
  const [select] = useState(createSelection<FoyerState, T>)
  const snapshot = () => select(foyer.getState(), selector, equals)
  return useSyncExternalStore(foyer.subscribe, snapshot, snapshot)
}
