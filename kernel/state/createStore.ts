import { type Draft, produce } from 'immer'

export type Recipe<S> = (draft: Draft<S>) => void

export interface Store<S> {
  getState(): S
  /** Applies an immer recipe; listeners run only when the state really changed. */
  update(recipe: Recipe<S>): void
  /** Calls `listener` after every change (the shape `useSyncExternalStore` wants). */
  subscribe(listener: () => void): () => void
  /** Calls `listener(next, previous)` when `selector`'s value changes by `equals` (Object.is by default). */
  select<T>(
    selector: (state: S) => T,
    listener: (next: T, previous: T) => void,
    equals?: (a: T, b: T) => boolean,
  ): () => void
}

/** A tiny store over immer: one state object, changed only through recipes. */
export function createStore<S extends object>(initial: S): Store<S> {
  let state = initial
  const listeners = new Set<() => void>()
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  return {
    getState: () => state,
    update(recipe) {
      const next = produce(state, recipe)
      if (next === state) return
      state = next
      for (const listener of [...listeners]) listener()
    },
    subscribe,
    select(selector, listener, equals = Object.is) {
      let previous = selector(state)
      return subscribe(() => {
        const next = selector(state)
        if (equals(next, previous)) return
        const before = previous
        previous = next
        listener(next, before)
      })
    },
  }
}
