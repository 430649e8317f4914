import type { Draft } from 'immer'
import type { SliceHandle } from '../plugins/definePlugin.js'
import type { Slices } from '../registries.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'

/** Adds a plugin's slice to the one store and returns a handle that reads and changes only it. */
export function addSlice<K extends keyof Slices & string>(
  store: Store<FoyerState>,
  name: K,
  initial: Slices[K],
): SliceHandle<Slices[K]> {
  type Slice = Slices[K]
  const set = (value: Slice) =>
    store.update((draft) => {
      ;(draft as Record<string, unknown>)[name] = value
    })
  if (store.getState()[name] === undefined) set(initial)
  return {
    get: () => store.getState()[name] as Slice,
    update: (recipe) =>
      store.update((draft) => {
        recipe((draft as Record<string, unknown>)[name] as Draft<Slice>)
      }),
    reset: () => set(initial),
  }
}
