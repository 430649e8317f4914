import { expect, test } from 'vitest'
import type { ViewDefinition } from './createRouter.js'
import { loadedView, loadView, loadViewSettled } from './loadView.js'

const View = () => null

test('a view’s module is there at once after its code loaded, for that definition only', async () => {
  const definition: ViewDefinition = { load: async () => ({ default: View }) }
  const other: ViewDefinition = { load: definition.load }
  expect(loadedView(definition)).toBeUndefined()
  expect(await loadView(definition)).toEqual({ default: View })
  expect(loadedView(definition)).toEqual({ default: View })
  expect(loadedView(other)).toBeUndefined()
})

test('a failed load rejects and is not remembered, so the next one tries again', async () => {
  let calls = 0
  const definition: ViewDefinition = {
    load: async () => {
      calls++
      if (calls === 1) throw new TypeError('offline')
      return { default: View }
    },
  }
  await expect(loadView(definition)).rejects.toThrow('offline')
  expect(loadedView(definition)).toBeUndefined()
  expect(await loadView(definition, 1)).toEqual({ default: View })
  expect(loadedView(definition)).toEqual({ default: View })
})

test('a view module’s preload gets the kernel, and the view is shown once it has settled', async () => {
  const kernel = { name: 'kernel' }
  const seen: unknown[] = []
  let finish = () => {}
  const definition: ViewDefinition = {
    load: async () => ({
      default: View,
      preload: (given: unknown) => {
        seen.push(given)
        return new Promise<void>((resolve) => {
          finish = resolve
        })
      },
    }),
  }
  let shown = false
  const showing = loadViewSettled(definition, kernel).then(() => {
    shown = true
  })
  await new Promise((resolve) => setTimeout(resolve, 10))
  expect(seen).toEqual([kernel])
  expect(shown).toBe(false)
  finish()
  await showing
  expect(shown).toBe(true)
})

test('a preload that throws or rejects, or a view whose code fails, still lets the view show (it offers Try again)', async () => {
  const throwing: ViewDefinition = {
    load: async () => ({
      default: View,
      preload: () => {
        throw new TypeError('broken preload')
      },
    }),
  }
  const rejecting: ViewDefinition = {
    load: async () => ({ default: View, preload: () => Promise.reject(new TypeError('offline')) }),
  }
  const failing: ViewDefinition = { load: () => Promise.reject(new TypeError('offline')) }
  await expect(loadViewSettled(throwing, {})).resolves.toBeUndefined()
  await expect(loadViewSettled(rejecting, {})).resolves.toBeUndefined()
  await expect(loadViewSettled(failing, {})).resolves.toBeUndefined()
  expect(loadedView(throwing)).toEqual({ default: View, preload: expect.any(Function) })
})

test('without a kernel yet, or with a preload that is not a function, the view shows once its code is there', async () => {
  let calls = 0
  const preload = () => void calls++
  const early: ViewDefinition = { load: async () => ({ default: View, preload }) }
  const odd: ViewDefinition = { load: async () => ({ default: View, preload: 'soon' }) }
  await loadViewSettled(early, undefined)
  await loadViewSettled(odd, {})
  expect(calls).toBe(0)
  expect(loadedView(early)).toBeDefined()
  expect(loadedView(odd)).toBeDefined()
})
