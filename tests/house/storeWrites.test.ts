import { expect, test } from 'vitest'
import { sourcesUnder, storeWrites } from './storeWrites.js'

test('no file under plugins/ writes the kernel store: plugins change its state through the kernel actions', () => {
  const sources = sourcesUnder('plugins')
  expect(sources.size).toBeGreaterThan(100)
  expect(storeWrites(sources)).toEqual([])
})

test("a view's or a helper's store.update call is found, a slice handle's update is not", () => {
  const sources = new Map([
    ['plugins/a/View.tsx', 'const x = 1\n    kernel.store.update((draft) => {'],
    ['plugins/b/load.ts', 'const { store } = context\nstore.update((d) => d)'],
    ['plugins/c/setup.ts', "const slice = context.addSlice('c', {})\nslice.update((draft) => {})"],
  ])
  expect(storeWrites(sources)).toEqual(['plugins/a/View.tsx:2', 'plugins/b/load.ts:2'])
})
