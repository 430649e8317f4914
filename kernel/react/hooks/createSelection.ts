import { shallowEqual } from './shallowEqual.js'

export type Selector<S, T> = (state: S) => T
export type Equals<T> = (a: T, b: T) => boolean

/**
 * A one-entry cache for `useSyncExternalStore` snapshots. Same state and selector: the cached value.
 * Otherwise the selector runs again, and a result equal to the previous one (shallowly, by default)
 * is replaced by the previous one, so a selector that builds a new object does not re-render or loop.
 */
export function createSelection<S, T>(): (state: S, selector: Selector<S, T>, equals?: Equals<T>) => T {
  let cached = false
  let lastState: S
  let lastSelector: Selector<S, T>
  let lastValue: T
  return (state, selector, equals = shallowEqual) => {
    if (cached && Object.is(state, lastState) && selector === lastSelector) return lastValue
    const next = selector(state)
    lastState = state
    lastSelector = selector
    if (cached && equals(lastValue, next)) return lastValue
    cached = true
    lastValue = next
    return next
  }
}
