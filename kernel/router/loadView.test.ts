import { expect, test } from 'vitest'
import type { ViewDefinition } from './createRouter.js'
import { loadedView, loadView } from './loadView.js'

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
