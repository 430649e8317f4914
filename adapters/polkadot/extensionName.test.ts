import { expect, test } from 'vitest'
import { extensionName } from './PolkadotWallet.js'

test('known injectedWeb3 keys get their wallet’s name; others are their key in words', () => {
  expect(extensionName('polkadot-js')).toBe('polkadot{.js}')
  expect(extensionName('subwallet-js')).toBe('SubWallet')
  expect(extensionName('talisman')).toBe('Talisman')
  expect(extensionName('foyer-test-wallet')).toBe('Foyer Test Wallet')
  expect(extensionName('nova_wallet-js')).toBe('Nova Wallet')
})

test('a key named like an object’s own member (constructor, toString, __proto__) is a name in words, not that member (found by fuzzing)', () => {
  expect(extensionName('constructor')).toBe('Constructor')
  expect(extensionName('toString')).toBe('ToString')
  expect(extensionName('__proto__')).toBe('Proto')
})
