import type { Store } from './createStore.js'

/** The store as plugins and views see it: they read and follow it, and change it only through the kernel's actions. */
export type ReadonlyStore<S> = Pick<Store<S>, 'getState' | 'subscribe' | 'select'>

/** A view of `store` without `update` (one per kernel: its identity is the store's for whoever keys on it). */
export function readonlyStore<S>(store: Store<S>): ReadonlyStore<S> {
  return { getState: store.getState, subscribe: store.subscribe, select: store.select }
}
