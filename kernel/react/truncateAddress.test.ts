import { expect, test } from 'vitest'
import { truncateAddress } from './truncateAddress.js'

test('an EVM address keeps 0x, 4 leading and 6 trailing characters', () => {
  expect(truncateAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')).toBe('0xf39F…b92266')
})

test('an address without 0x keeps 4 leading and 6 trailing characters', () => {
  expect(truncateAddress('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM')).toBe('9WzD…YtAWWM')
})

test('a value that the cut would not shorten is shown whole', () => {
  expect(truncateAddress('0x12345678901')).toBe('0x12345678901')
  expect(truncateAddress('abc')).toBe('abc')
})

test('a value one character longer is cut', () => {
  expect(truncateAddress('0x123456789012')).toBe('0x1234…789012')
})
