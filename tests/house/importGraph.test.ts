import { expect, test } from 'vitest'
import { importCycles, importGraph } from './importGraph.js'

test('product code has no import cycle', () => {
  expect(importCycles(importGraph())).toEqual([])
})

test('a cycle between two files is found', () => {
  const graph = new Map([
    ['a.ts', ['b.ts']],
    ['b.ts', ['a.ts']],
    ['c.ts', ['a.ts']],
  ])
  expect(importCycles(graph)).toEqual([['a.ts', 'b.ts']])
})

test('the kernel imports nothing from plugins/ or adapters/ but the composition root’s catalogue', () => {
  const root = 'kernel/createFoyer.ts -> plugins/catalogue.ts'
  const reaching = [...importGraph().entries()].flatMap(([file, targets]) =>
    file.startsWith('kernel/')
      ? targets.filter((t) => /^(plugins|adapters)\//.test(t)).map((t) => `${file} -> ${t}`)
      : [],
  )
  expect(reaching.filter((edge) => edge !== root)).toEqual([])
})
