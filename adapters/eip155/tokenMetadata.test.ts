import { expect, test } from 'vitest'
import { decodeAbiString } from './tokenMetadata.js'

const word = (hex: string) => hex.padStart(64, '0')
const encoded = (text: string) => {
  const bytes = Buffer.from(text).toString('hex')
  return `0x${word('20')}${word(text.length.toString(16))}${bytes.padEnd(64, '0')}`
}

test("a token's symbol() answer decodes to its text", () => {
  expect(decodeAbiString(encoded('USDC'))).toBe('USDC')
})

test('an answer that is not an ABI string, or not a readable symbol, is none', () => {
  expect(decodeAbiString(`0x${word('6')}`)).toBeUndefined() // decimals(): one word
  expect(decodeAbiString(`0x${word('20')}${word('40')}${'00'.repeat(32)}`)).toBeUndefined() // shorter than it says
  expect(decodeAbiString(encoded('\u0007bell'))).toBeUndefined()
  expect(decodeAbiString(`0x${word('ffffffffffffffff')}${word('4')}`)).toBeUndefined()
})
