import fc from 'fast-check'
import type { Boundary } from './Boundary.js'

export interface BoundaryReport {
  boundary: string
  cases: number
  accepted: number
  refused: number
  uncaught: number
  stateChanges: number
  /** The first few failures: the input and what went wrong. */
  failures: { input: string; problem: string }[]
}

export const emptyReport = (boundary: string): BoundaryReport => ({
  boundary,
  cases: 0,
  accepted: 0,
  refused: 0,
  uncaught: 0,
  stateChanges: 0,
  failures: [],
})

/** What escaped, in a line (a thrown value that throws when read, as a hostile wallet may throw, included). */
function describe(error: unknown): string {
  try {
    return error instanceof Error ? `${error.name}: ${error.message.slice(0, 300)}` : `thrown: ${String(error)}`
  } catch {
    return 'thrown: a value that cannot be read'
  }
}

/** Runs `cases` inputs of a boundary from a fixed seed, counting outcomes; it never stops at a failure. */
export async function runBoundary(boundary: Boundary, cases: number, seed: number): Promise<BoundaryReport> {
  const report = emptyReport(boundary.name)
  const note = (input: unknown, problem: string) => {
    if (report.failures.length >= 5) return
    let shown: string
    try {
      shown = fc.stringify(input).slice(0, 500)
    } catch {
      shown = '(an object that cannot be printed)'
    }
    report.failures.push({ input: shown, problem })
  }
  try {
    for (const sampled of fc.sample(boundary.input, { numRuns: cases, seed })) {
      const input = sampled
      report.cases++
      try {
        const verdict = await boundary.check(input)
        if (verdict.outcome === 'accepted') report.accepted++
        else {
          report.refused++
          if (verdict.changed) {
            report.stateChanges++
            note(input, `refused but changed ${verdict.changed}`)
          }
        }
      } catch (error) {
        report.uncaught++
        note(input, describe(error))
      }
    }
  } finally {
    await boundary.teardown?.()
  }
  return report
}
