import { getAddress, numberToHex as viemNumberToHex, stringToHex as viemStringToHex } from 'viem'
import { expect, test } from 'vitest'
import { checksumAddress, numberToHex, stringToHex } from './hex.js'

const addresses = [
  '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x0000000000000000000000000000000000000000',
  '0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF',
  '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed',
]

test('addresses are checksummed as viem checksums them', () => {
  for (const address of addresses) expect(checksumAddress(address)).toBe(getAddress(address))
})

test('anything but 0x and 40 hex digits is refused', () => {
  for (const bad of [
    '0x1234',
    'f39fd6e51aad88f6f4ce6ab8827279cfffb92266',
    '0xg39fd6e51aad88f6f4ce6ab8827279cfffb92266',
  ])
    expect(() => checksumAddress(bad)).toThrow(`Not an address: ${bad}`)
})

test('numbers and text become hex as viem makes them', () => {
  for (const value of [0, 1, 42161, 2n ** 70n]) expect(numberToHex(value)).toBe(viemNumberToHex(value))
  for (const text of ['', 'hello', 'Sign in to Foyer ✓']) expect(stringToHex(text)).toBe(viemStringToHex(text))
  expect(() => numberToHex(-1)).toThrow('Not a non-negative integer: -1')
})
