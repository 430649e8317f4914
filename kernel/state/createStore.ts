import { type Draft, produce } from 'immer'

export type Recipe<S> = (draft: Draft<S>) => void

export interface Store<S> {
  getState(): S
  /** Applies an immer recipe; listeners run only when the state really changed. */
  update(recipe: Recipe<S>): void
  /**
   * `subscribe(listener)` calls `listener` after every change (the shape `useSyncExternalStore` wants);
   * `subscribe(selector, listener)` calls `listener(next, previous)` only when `selector`'s value changes
   * by `equals` (Object.is by default). Both return the unsubscribe.
   */
  subscribe: {
    (listener: () => void): () => void
    <T>(
      selector: (state: S) => T,
      listener: (next: T, previous: T) => void,
      equals?: (a: T, b: T) => boolean,
    ): () => void
  }
  /** The same as `subscribe(selector, listener, equals)`. */
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
  const listen = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }
  const select: Store<S>['select'] = (selector, listener, equals = Object.is) => {
    let previous = selector(state)
    return listen(() => {
      const next = selector(state)
      if (equals(next, previous)) return
      const before = previous
      previous = next
      listener(next, before)
    })
  }
  return {
    getState: () => state,
    update(recipe) {
      const next = produce(state, recipe)
      if (next === state) return
      state = next
      for (const listener of [...listeners]) listener()
    },
    subscribe: ((
      selector: (state: S) => unknown,
      listener?: (next: unknown, previous: unknown) => void,
      equals?: (a: unknown, b: unknown) => boolean,
    ) => (listener ? select(selector, listener, equals) : listen(selector as () => void))) as Store<S>['subscribe'],
    select,
  }
}
