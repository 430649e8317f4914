import { expect, test } from 'vitest'
import { cosmosTestAccounts } from '../../playground/world/wallets/cosmos/cosmosTestAccounts.js'
import { isBech32Of } from './isBech32Of.js'

const { address } = cosmosTestAccounts[0]!
/** The same key as an Osmosis address (bech32 of the same data under the 'osmo' prefix, made with @scure/base). */
const osmosis = 'osmo15yk64u7zc9g9k2yr2wmzeva5qgwxps6ywful0v'

test('an address of the chain’s prefix with a right checksum is one; another chain’s, or one character changed, is not', () => {
  expect(isBech32Of(address, 'cosmos')).toBe(true)
  expect(isBech32Of(osmosis, 'osmo')).toBe(true)
  expect(isBech32Of(osmosis, 'cosmos')).toBe(false)
  expect(isBech32Of(`${address.slice(0, -1)}${address.endsWith('q') ? 'p' : 'q'}`, 'cosmos')).toBe(false)
  expect(isBech32Of(address.toUpperCase(), 'cosmos')).toBe(false)
  expect(isBech32Of('cosmos1', 'cosmos')).toBe(false)
})
