import { describe, expect, test, vi } from 'vitest'
import type { SliceHandle } from '../plugins/definePlugin.js'
import { type FoyerState, initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { addSlice } from './addSlice.js'

interface Counter {
  count: number
  names: string[]
}

/** `addSlice` for a slice no registry declares (a test plugin's), typed for the test. */
const addCounter = (store: ReturnType<typeof createStore<FoyerState>>, initial: Counter) =>
  addSlice(store, 'counter' as never, initial as never) as unknown as SliceHandle<Counter>
const counterOf = (state: FoyerState) => (state as unknown as { counter?: Counter }).counter

describe('a plugin slice', () => {
  test('appears in the one store, and subscribers hear of it', () => {
    const store = createStore(initialState())
    const listener = vi.fn()
    store.subscribe(listener)
    const slice = addCounter(store, { count: 0, names: [] })
    expect(counterOf(store.getState())).toEqual({ count: 0, names: [] })
    expect(slice.get()).toBe(counterOf(store.getState()))
    expect(listener).toHaveBeenCalledTimes(1)
  })

  test('its handle changes only that slice', () => {
    const store = createStore(initialState())
    const slice = addCounter(store, { count: 0, names: [] })
    const { modal, router } = store.getState()
    slice.update((draft) => {
      draft.count += 1
      draft.names.push('alice')
    })
    expect(slice.get()).toEqual({ count: 1, names: ['alice'] })
    expect(store.getState().modal).toBe(modal)
    expect(store.getState().router).toBe(router)
  })

  test('a selector on the slice fires when the slice changes', () => {
    const store = createStore(initialState())
    const slice = addCounter(store, { count: 0, names: [] })
    const listener = vi.fn()
    store.select((state) => counterOf(state)?.count, listener)
    store.update((draft) => {
      draft.modal.open = true
    })
    slice.update((draft) => {
      draft.count = 5
    })
    expect(listener).toHaveBeenCalledExactlyOnceWith(5, 0)
  })

  test('reset puts the initial value back', () => {
    const store = createStore(initialState())
    const slice = addCounter(store, { count: 0, names: [] })
    slice.update((draft) => {
      draft.count = 3
    })
    slice.reset()
    expect(slice.get()).toEqual({ count: 0, names: [] })
  })

  test('adding a slice that is already there keeps its value (a plugin set up again)', () => {
    const store = createStore(initialState())
    addCounter(store, { count: 0, names: [] }).update((draft) => {
      draft.count = 7
    })
    const again = addCounter(store, { count: 0, names: [] })
    expect(again.get().count).toBe(7)
  })
})
