import { expect, test } from 'vitest'
import { toAccounts } from './toAccounts.js'

test('addresses are typed by the purpose the wallet names, payment accounts first, stacks left out', () => {
  expect(
    toAccounts([
      { address: 'ord', purpose: 'ordinals' },
      { address: 'stx', purpose: 'stacks' },
      { address: 'pay', purpose: 'payment' },
    ]),
  ).toEqual([
    { address: 'pay', type: 'payment' },
    { address: 'ord', type: 'ordinal' },
  ])
})

test('without purposes, the first address is payment and the second ordinal (AppKit); one address is payment', () => {
  expect(toAccounts([{ address: 'a' }, { address: 'b' }])).toEqual([
    { address: 'a', type: 'payment' },
    { address: 'b', type: 'ordinal' },
  ])
  expect(toAccounts([{ address: 'a' }])).toEqual([{ address: 'a', type: 'payment' }])
})

test('an address given twice is one account', () => {
  expect(
    toAccounts([
      { address: 'a', purpose: 'payment' },
      { address: 'a', purpose: 'payment' },
    ]),
  ).toHaveLength(1)
})
