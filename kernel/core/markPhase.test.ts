import { afterEach, expect, test } from 'vitest'
import { markPhase } from './markPhase.js'

const marks = () => performance.getEntriesByName('foyer:kernel', 'mark')

afterEach(() => {
  delete (globalThis as { foyerPhaseMarks?: unknown }).foyerPhaseMarks
  performance.clearMarks('foyer:kernel')
})

test('a page that did not ask for phase marks gets none', () => {
  markPhase('foyer:kernel')
  expect(marks()).toHaveLength(0)
})

test('a page that asked for them gets one mark per phase, the latest', () => {
  ;(globalThis as { foyerPhaseMarks?: unknown }).foyerPhaseMarks = true
  markPhase('foyer:kernel')
  const first = marks()[0]?.startTime ?? -1
  markPhase('foyer:kernel')
  expect(marks()).toHaveLength(1)
  expect(marks()[0]?.startTime).toBeGreaterThanOrEqual(first)
})
