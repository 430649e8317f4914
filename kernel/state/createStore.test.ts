import { describe, expect, test, vi } from 'vitest'
import { createStore } from './createStore.js'

interface State {
  modal: { open: boolean }
  count: number
  items: string[]
}

const initial = (): State => ({ modal: { open: false }, count: 0, items: [] })

describe('update and subscribe', () => {
  test('a recipe gives a new state and tells every listener once', () => {
    const store = createStore(initial())
    const before = store.getState()
    const first = vi.fn()
    const second = vi.fn()
    store.subscribe(first)
    store.subscribe(second)
    store.update((draft) => {
      draft.count = 1
      draft.items.push('a')
    })
    expect(store.getState()).toEqual({ modal: { open: false }, count: 1, items: ['a'] })
    expect(store.getState()).not.toBe(before)
    expect(before.count).toBe(0)
    expect(first).toHaveBeenCalledTimes(1)
    expect(second).toHaveBeenCalledTimes(1)
  })

  test('a recipe that changes nothing notifies no one and keeps the same state object', () => {
    const store = createStore(initial())
    const before = store.getState()
    const listener = vi.fn()
    store.subscribe(listener)
    store.update(() => {})
    store.update((draft) => {
      draft.count = 0
      draft.modal.open = false
    })
    expect(listener).not.toHaveBeenCalled()
    expect(store.getState()).toBe(before)
  })

  test('parts a recipe does not touch keep their identity', () => {
    const store = createStore(initial())
    const modal = store.getState().modal
    store.update((draft) => {
      draft.count = 2
    })
    expect(store.getState().modal).toBe(modal)
  })

  test('the state is frozen: only recipes change it', () => {
    const store = createStore(initial())
    store.update((draft) => {
      draft.count = 1
    })
    expect(() => {
      ;(store.getState() as State).count = 5
    }).toThrow(TypeError)
    expect(store.getState().count).toBe(1)
  })

  test('an unsubscribed listener is not called again', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    const unsubscribe = store.subscribe(listener)
    store.update((draft) => {
      draft.count = 1
    })
    unsubscribe()
    store.update((draft) => {
      draft.count = 2
    })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  test('a listener that unsubscribes another during a change does not stop that change reaching it', () => {
    const store = createStore(initial())
    const calls: string[] = []
    let unsubscribeSecond = () => {}
    store.subscribe(() => {
      calls.push('first')
      unsubscribeSecond()
    })
    unsubscribeSecond = store.subscribe(() => calls.push('second'))
    store.update((draft) => {
      draft.count = 1
    })
    store.update((draft) => {
      draft.count = 2
    })
    expect(calls).toEqual(['first', 'second', 'first'])
  })

  test('a recipe that throws leaves the state as it was and notifies no one', () => {
    const store = createStore(initial())
    const before = store.getState()
    const listener = vi.fn()
    store.subscribe(listener)
    expect(() =>
      store.update((draft) => {
        draft.count = 9
        throw new Error('bad recipe')
      }),
    ).toThrow('bad recipe')
    expect(store.getState()).toBe(before)
    expect(listener).not.toHaveBeenCalled()
  })
})

describe('select', () => {
  test('calls the listener with the next and previous value only when the selected value changes', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    store.select((state) => state.modal.open, listener)
    store.update((draft) => {
      draft.count = 1
    })
    expect(listener).not.toHaveBeenCalled()
    store.update((draft) => {
      draft.modal.open = true
    })
    expect(listener).toHaveBeenCalledExactlyOnceWith(true, false)
    store.update((draft) => {
      draft.modal.open = false
    })
    expect(listener).toHaveBeenLastCalledWith(false, true)
  })

  test('compares with Object.is by default: a new array of the same items is a change', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    store.select((state) => state.items.map((item) => item.toUpperCase()), listener)
    store.update((draft) => {
      draft.count = 1
    })
    expect(listener).toHaveBeenCalledTimes(1)
  })

  test('a given equality decides what counts as a change', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    const sameItems = (a: string[], b: string[]) => a.length === b.length && a.every((item, i) => item === b[i])
    store.select((state) => state.items.map((item) => item.toUpperCase()), listener, sameItems)
    store.update((draft) => {
      draft.count = 1
    })
    expect(listener).not.toHaveBeenCalled()
    store.update((draft) => {
      draft.items.push('a')
    })
    expect(listener).toHaveBeenCalledExactlyOnceWith(['A'], [])
  })

  test('the previous value is the one the listener last saw, not the one at subscription', () => {
    const store = createStore(initial())
    const seen: [number, number][] = []
    store.select(
      (state) => state.count,
      (next, previous) => seen.push([next, previous]),
    )
    for (const count of [1, 2, 3]) {
      store.update((draft) => {
        draft.count = count
      })
    }
    expect(seen).toEqual([
      [1, 0],
      [2, 1],
      [3, 2],
    ])
  })

  test('returns an unsubscribe', () => {
    const store = createStore(initial())
    const listener = vi.fn()
    const unsubscribe = store.select((state) => state.count, listener)
    unsubscribe()
    store.update((draft) => {
      draft.count = 1
    })
    expect(listener).not.toHaveBeenCalled()
  })
})
