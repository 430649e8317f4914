import { afterEach, expect, test } from 'vitest'
import { markPhase } from './markPhase.js'

const page = globalThis as { foyerPhaseMarks?: unknown }

afterEach(() => {
  delete page.foyerPhaseMarks
})

test('a page that did not ask for phase marks gets none, in its timeline or anywhere', () => {
  markPhase('foyer:kernel')
  expect(page.foyerPhaseMarks).toBeUndefined()
  expect(performance.getEntriesByName('foyer:kernel')).toHaveLength(0)
})

test('a page that asked for them gets each phase, at its latest time', () => {
  const marks: Record<string, number> = {}
  page.foyerPhaseMarks = marks
  const before = performance.now()
  markPhase('foyer:kernel')
  const first = marks['foyer:kernel'] ?? -1
  expect(first).toBeGreaterThanOrEqual(before)
  markPhase('foyer:kernel')
  markPhase('foyer:plugins')
  expect(Object.keys(marks)).toEqual(['foyer:kernel', 'foyer:plugins'])
  expect(marks['foyer:kernel']).toBeGreaterThanOrEqual(first)
})
