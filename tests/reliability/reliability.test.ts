import { describe, expect, test } from 'vitest'
import { boundaries } from './boundaries/index.js'
import { runBoundary } from './runBoundary.js'

// The seed-fixed share of `npm run test:reliability`: a few hundred cases per boundary, the same every run.
const cases = 400
const seed = 20_261_126

describe('every boundary that parses outside input, fuzzed', () => {
  test.each(boundaries.map((make) => [make().name, make] as const))(
    '%s: no input escapes as an uncaught error, and no refused input changes state',
    async (_name, make) => {
      const report = await runBoundary(make(), cases, seed)
      expect(report.cases).toBe(cases)
      expect(report.failures).toEqual([])
      expect([report.uncaught, report.stateChanges]).toEqual([0, 0])
      expect(report.accepted).toBeGreaterThan(0)
      expect(report.refused).toBeGreaterThan(0)
    },
    // The SIWX handler's cases are real posts to a Node server, each signed: 400 of them take seconds.
    30_000,
  )
})
