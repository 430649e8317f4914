import { expect, test } from 'vitest'
import { formatUnits } from './formatUnits.js'
import { parseUnits } from './parseUnits.js'

test('formatUnits writes exact decimals without trailing zeros', () => {
  expect(formatUnits(1_500_000_000n, 9)).toBe('1.5')
  expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
  expect(formatUnits(-2_000_000n, 6)).toBe('-2')
  expect(formatUnits(0n, 0)).toBe('0')
})

test('parseUnits reads a decimal string back, and refuses extra decimals and garbage', () => {
  expect(parseUnits('1.5', 9)).toBe(1_500_000_000n)
  expect(parseUnits(' .25 ', 2)).toBe(25n)
  expect(parseUnits('-3', 6)).toBe(-3_000_000n)
  for (const bad of ['1.234', '', '.', 'abc', '1e3']) expect(() => parseUnits(bad, 2)).toThrow(/at most 2 decimals/)
})
