import { expect, test } from 'vitest'
import { groupByMonth, monthTitle } from './groupByMonth.js'
import { testTransaction } from './testTransaction.js'

const now = new Date(2026, 10, 26, 12).getTime()

test('transactions group by year and month, newest month first and newest first within a month', () => {
  const groups = groupByMonth([
    testTransaction('a', new Date(2026, 10, 2)),
    testTransaction('b', new Date(2026, 10, 20)),
    testTransaction('c', new Date(2025, 10, 5)),
    testTransaction('d', new Date(2026, 9, 31, 23, 59)),
    testTransaction('e', new Date(2026, 10, 1, 0, 1)),
  ])
  expect(groups.map((group) => [group.year, group.month, group.transactions.map((entry) => entry.id)])).toEqual([
    [2026, 10, ['b', 'a', 'e']],
    [2026, 9, ['d']],
    [2025, 10, ['c']],
  ])
})

test("a month of this year is titled by its name alone, another year's with the year, in the locale", () => {
  expect(monthTitle({ year: 2026, month: 10 }, now, 'en-US')).toBe('November')
  expect(monthTitle({ year: 2025, month: 11 }, now, 'en-US')).toBe('December 2025')
  expect(monthTitle({ year: 2025, month: 11 }, now, 'de')).toBe('Dezember 2025')
})
