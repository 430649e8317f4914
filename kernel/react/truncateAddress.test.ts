import { expect, test } from 'vitest'
import { truncateAddress } from './truncateAddress.js'

test('an EVM address shows its first 4 characters, 0x included, and its last 6', () => {
  expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf3…b92266')
})

test('an address without 0x keeps 4 leading and 6 trailing characters', () => {
  expect(truncateAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD…YtAWWM')
})

test('a value that the cut would not shorten is shown whole', () => {
  expect(truncateAddress('0x123456789')).toBe('0x123456789')
  expect(truncateAddress('abc')).toBe('abc')
})

test('a value one character longer is cut', () => {
  expect(truncateAddress('0x1234567890')).toBe('0x12…567890')
})
