import type { Draft } from 'immer'
import { addSlice } from '../core/addSlice.js'
import type { SliceHandle } from '../plugins/PluginDefinition.js'
import type { Slices } from '../registries.js'
import type { Store } from '../state/createStore.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { UpdateSlice } from './UpdateSlice.js'

export interface SliceRegistry {
  add<K extends keyof Slices & string>(name: K, initial: Slices[K]): SliceHandle<Slices[K]>
  update: UpdateSlice
}

/** Plugins' slices of the kernel's store: `update` reaches only those `add` made, never the kernel's own state. */
export function createSlices(store: Store<FoyerState>): SliceRegistry {
  const names = new Set<string>()
  return {
    add(name, initial) {
      names.add(name)
      return addSlice(store, name, initial)
    },
    update(name, recipe) {
      if (!names.has(name)) return
      store.update((draft) => {
        const slice = (draft as Record<string, unknown>)[name]
        if (slice !== undefined) recipe(slice as Draft<Slices[typeof name]>)
      })
    },
  }
}
