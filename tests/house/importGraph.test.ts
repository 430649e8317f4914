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

test('no file of adapters/ imports a file of plugins/, by a relative path or a foyer/* entry', () => {
  const reaching = [...importGraph(['adapters'], { entries: true }).entries()].flatMap(([file, targets]) =>
    targets.filter((target) => target.startsWith('plugins/')).map((target) => `${file} -> ${target}`),
  )
  expect(reaching).toEqual([])
})

test('the email and socials plugins import no other plugin, and of adapters/ only the embedded wallet’s entry', () => {
  const own = (file: string) => file.split('/').slice(0, 2).join('/')
  const crossing = [...importGraph(['plugins/email', 'plugins/socials'], { entries: true }).entries()].flatMap(
    ([file, targets]) =>
      targets
        .filter(
          (target) => (target.startsWith('plugins/') && own(target) !== own(file)) || target.startsWith('adapters/'),
        )
        .filter((target) => target !== 'adapters/embedded/embeddedWallet.ts')
        .map((target) => `${file} -> ${target}`),
  )
  expect(crossing).toEqual([])
})
