import { expect, test } from 'vitest'
import { createStore } from '../state/createStore.js'
import { initialState } from '../state/FoyerState.js'
import { createSlices } from './createSlices.js'
import { pluginServices } from './pluginServices.js'

/** A slice name no plugin here declares (Slices is empty in the kernel), with its recipe's shape. */
const counter = 'counter' as never
const increment = ((slice: { count: number }) => {
  slice.count += 1
}) as never

test("a slice added is changed by name; one not added, or the kernel's own state, is not", () => {
  const store = createStore(initialState())
  const slices = createSlices(store)
  const read = () => (store.getState() as unknown as Record<string, unknown>).counter
  slices.update(counter, increment)
  expect(read()).toBeUndefined()
  slices.add(counter, { count: 0 } as never)
  slices.update(counter, increment)
  expect(read()).toEqual({ count: 1 })
  const before = store.getState()
  slices.update(
    'chains' as never,
    ((chains: Record<string, unknown>) => {
      chains.eip155 = {}
    }) as never,
  )
  expect(store.getState()).toBe(before)
})

test("the plugins' store reads and follows the kernel's, and has no update", () => {
  const store = createStore(initialState())
  const slices = createSlices(store)
  const services = pluginServices({ store } as never, slices)
  expect(Object.keys(services.store).sort()).toEqual(['getState', 'select', 'subscribe'])
  expect('update' in services.store).toBe(false)
  const seen: boolean[] = []
  services.store.select(
    (state) => state.modal.open,
    (open) => seen.push(open),
  )
  store.update((draft) => {
    draft.modal.open = true
  })
  expect(services.store.getState().modal.open).toBe(true)
  expect(seen).toEqual([true])
})
