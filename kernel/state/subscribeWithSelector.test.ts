import { expect, test } from 'vitest'
import { createStore } from './createStore.js'

test('subscribe(selector, listener) calls back only when the selected value changes', () => {
  const store = createStore({ count: 0, other: 'a' })
  const seen: [number, number][] = []
  const stop = store.subscribe(
    (state) => state.count,
    (next, previous) => seen.push([next, previous]),
  )
  store.update((draft) => {
    draft.other = 'b'
  })
  store.update((draft) => {
    draft.count = 1
  })
  stop()
  store.update((draft) => {
    draft.count = 2
  })
  expect(seen).toEqual([[1, 0]])
})

test('subscribe(listener) still calls back after every change', () => {
  const store = createStore({ count: 0, other: 'a' })
  let calls = 0
  store.subscribe(() => calls++)
  store.update((draft) => {
    draft.other = 'b'
  })
  store.update((draft) => {
    draft.count = 1
  })
  expect(calls).toBe(2)
})

test('subscribe(selector, listener, equals) uses the equality given', () => {
  const store = createStore({ list: [1] })
  const seen: number[][] = []
  store.subscribe(
    (state) => state.list.map((n) => n),
    (next) => seen.push(next),
    (a, b) => a.join() === b.join(),
  )
  store.update((draft) => {
    draft.list = [1]
  })
  store.update((draft) => {
    draft.list.push(2)
  })
  expect(seen).toEqual([[1, 2]])
})
