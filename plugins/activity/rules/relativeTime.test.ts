import { expect, test } from 'vitest'
import { relativeTime, relativeUnit } from './relativeTime.js'

const now = Date.UTC(2026, 10, 26, 12, 0, 0)
const s = 1000
const min = 60 * s
const h = 60 * min
const d = 24 * h
const ago = (ms: number) => relativeTime(now - ms, now, 'en-US')

test("dayjs's thresholds, on values rounded in each unit: 44 s, 89 s, 44 min, 89 min, 21 h, 35 h, 25 d, 45 d, 10 mo, 17 mo", () => {
  const cases: [number, number, string][] = [
    [44 * s, 44, 'second'],
    [45 * s, 1, 'minute'],
    [89 * s, 1, 'minute'],
    [90 * s, 2, 'minute'],
    [44 * min, 44, 'minute'],
    [45 * min, 1, 'hour'],
    [89 * min, 1, 'hour'],
    [90 * min, 2, 'hour'],
    [21 * h, 21, 'hour'],
    [22 * h, 1, 'day'],
    [35 * h, 1, 'day'],
    [36 * h, 2, 'day'],
    [25 * d, 25, 'day'],
    [26 * d, 1, 'month'],
    [45 * d, 1, 'month'],
    [46 * d, 2, 'month'],
    [304 * d, 10, 'month'],
    [320 * d, 1, 'year'],
    [17 * 30.4 * d, 1, 'year'],
    [18 * 30.5 * d, 2, 'year'],
    [3 * 365 * d, 3, 'year'],
  ]
  for (const [elapsed, value, unit] of cases) expect(relativeUnit(elapsed), `${elapsed} ms`).toEqual({ value, unit })
})

test('the text comes from Intl.RelativeTimeFormat, so it follows the locale', () => {
  expect(ago(0)).toBe('now')
  expect(ago(12 * s)).toBe('12 seconds ago')
  expect(ago(60 * s)).toBe('1 minute ago')
  expect(ago(5 * min)).toBe('5 minutes ago')
  expect(ago(30 * h)).toBe('yesterday')
  expect(ago(3 * d)).toBe('3 days ago')
  expect(ago(40 * d)).toBe('last month')
  expect(relativeTime(now - 5 * min, now, 'fr')).toBe('il y a 5 minutes')
  expect(relativeTime(now + 2 * h, now, 'en-US')).toBe('in 2 hours')
})
