import { expect, test } from 'vitest'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { createTestClock } from '../testing/createTestClock.js'
import { createToastQueue } from './createToastQueue.js'

function setup() {
  const store = createStore(initialState())
  const clock = createTestClock()
  const toasts = createToastQueue(store, clock)
  const toast = () => store.getState().toast
  return { toasts, clock, toast }
}

test('a toast shows at once when none is open', () => {
  const { toasts, toast } = setup()
  toasts.success('Address copied')
  expect(toast()).toMatchObject({ variant: 'success', message: 'Address copied', open: true })
})

test('a new toast closes the open one and shows after 150 ms', () => {
  const { toasts, toast, clock } = setup()
  toasts.loading('Sending')
  toasts.error('Signature declined')
  expect(toast()).toMatchObject({ variant: 'loading', message: 'Sending', open: false })
  clock.advance(149)
  expect(toast()?.open).toBe(false)
  clock.advance(1)
  expect(toast()).toMatchObject({ variant: 'error', message: 'Signature declined', open: true })
})

test('only the last of several quick toasts shows', () => {
  const { toasts, toast, clock } = setup()
  toasts.loading('one')
  toasts.success('two')
  toasts.error('three')
  clock.advance(150)
  expect(toast()).toMatchObject({ message: 'three', open: true })
  clock.advance(1000)
  expect(toast()?.message).toBe('three')
})

test('success and error hide by themselves, loading stays', () => {
  const { toasts, toast, clock } = setup()
  toasts.success('done')
  clock.advance(2_500)
  expect(toast()?.open).toBe(false)
  toasts.loading('waiting')
  clock.advance(60_000)
  expect(toast()).toMatchObject({ message: 'waiting', open: true })
})

test('hide closes the toast and cancels a pending swap', () => {
  const { toasts, toast, clock } = setup()
  toasts.loading('one')
  toasts.success('two')
  toasts.hide()
  clock.advance(500)
  expect(toast()).toMatchObject({ message: 'one', open: false })
})
