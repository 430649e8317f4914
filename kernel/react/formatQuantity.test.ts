import { expect, test } from 'vitest'
import { formatQuantity } from './formatQuantity.js'

test('quantities show 3 decimals at most, cut rather than rounded', () => {
  expect(formatQuantity('10000.123956')).toBe('10,000.123')
  expect(formatQuantity('0.0004')).toBe('0')
  expect(formatQuantity('0.0009')).toBe('0')
  expect(formatQuantity('1.5')).toBe('1.5')
  expect(formatQuantity('2.9999')).toBe('2.999')
  expect(formatQuantity(0)).toBe('0')
})

test('garbage shows as zero', () => {
  expect(formatQuantity('abc')).toBe('0')
})
