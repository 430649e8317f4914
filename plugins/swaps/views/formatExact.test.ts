import { expect, test } from 'vitest'
import { formatExact } from './formatExact.js'

test("a quote's amount keeps every digit, in the language's digits and decimal sign, never grouped", () => {
  expect(formatExact('3012.456789', 'en')).toBe('3012.456789')
  expect(formatExact('98.000000', 'en')).toBe('98.000000')
  expect(formatExact('3012.456789', 'de')).toBe('3012,456789')
  expect(formatExact('7', 'fr')).toBe('7')
})
