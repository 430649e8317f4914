import { expect, test } from 'vitest'
import { viewTitle } from './viewTitle.js'

const load = async () => ({ default: () => null })

test('a view titled by text shows that text', () => {
  expect(viewTitle({ title: 'Connect Wallet', load }, { view: 'Connect' })).toBe('Connect Wallet')
})

test('a view titled by a function of its params shows what it returns', () => {
  const title = (params: unknown) => `Continue in ${(params as { wallet: string }).wallet}`
  expect(viewTitle({ title, load }, { view: 'ConnectingExternal', params: { wallet: 'Foyer Test' } })).toBe(
    'Continue in Foyer Test',
  )
})

test('a view without a title, or whose title function throws, shows its name', () => {
  expect(viewTitle({ load }, { view: 'Account' })).toBe('Account')
  expect(viewTitle(undefined, { view: 'Unknown' })).toBe('Unknown')
  const broken = () => {
    throw new Error('no params')
  }
  expect(viewTitle({ title: broken, load }, { view: 'Swap' })).toBe('Swap')
})
