import { expect, test } from 'vitest'
import { definePlugin } from './definePlugin.js'
import { orderPlugins } from './orderPlugins.js'

const ids = (plugins: { id: string }[]) => plugins.map((plugin) => plugin.id)

test('plugins keep their order unless one must come after another', () => {
  const a = definePlugin({ id: 'a', after: ['c'] })
  const b = definePlugin({ id: 'b' })
  const c = definePlugin({ id: 'c' })
  expect(ids(orderPlugins([a, b, c]))).toEqual(['c', 'a', 'b'])
})

test('an already loaded plugin satisfies after', () => {
  expect(ids(orderPlugins([definePlugin({ id: 'send', after: ['account'] })], new Set(['account'])))).toEqual(['send'])
})

test('two plugins with one id are refused', () => {
  expect(() => orderPlugins([definePlugin({ id: 'x' }), definePlugin({ id: 'x' })])).toThrow(
    'Two plugins share the id x',
  )
  expect(() => orderPlugins([definePlugin({ id: 'x' })], new Set(['x']))).toThrow('Two plugins share the id x')
})

test('after naming a plugin that is not enabled is an error', () => {
  expect(() => orderPlugins([definePlugin({ id: 'swaps', after: ['account'] })])).toThrow(
    'Plugin swaps must come after account, which is not enabled',
  )
})

test('a cycle is an error', () => {
  expect(() =>
    orderPlugins([definePlugin({ id: 'a', after: ['b'] }), definePlugin({ id: 'b', after: ['a'] })]),
  ).toThrow(/cycle/)
})
