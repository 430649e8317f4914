import { afterEach, expect, test } from 'vitest'
import { formatQuantity } from '../react/formatQuantity.js'
import { formatCurrency } from './formatCurrency.js'
import { formatRelativeTime } from './formatRelativeTime.js'
import { language } from './t.js'

afterEach(() => {
  language.locale = 'en'
})

test('money, quantities and relative times follow the language in use through Intl', () => {
  expect(formatCurrency(1234.5)).toBe('$1,234.50')
  expect(formatQuantity(2.9999)).toBe('2.999')
  expect(formatRelativeTime(-1, 'day')).toBe('yesterday')
  language.locale = 'de'
  expect(formatCurrency(1234.5).replace(/\s/g, ' ')).toBe('1.234,50 $')
  expect(formatQuantity(12345.6789)).toBe('12.345,678')
  expect(formatRelativeTime(-3, 'minute')).toBe('vor 3 Minuten')
})
