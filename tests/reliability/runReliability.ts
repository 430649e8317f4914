// `npm run test:reliability`: at least 10,000 cases per boundary (FOYER_FUZZ_CASES for more, FOYER_FUZZ_SEED to
// replay), a table of what happened, and a non-zero exit when any input escaped as an uncaught error or a
// refused input changed state.
import { boundaries } from './boundaries/index.js'
import { formatTable } from './formatTable.js'
import { type BoundaryReport, runBoundary } from './runBoundary.js'

const cases = Math.max(10_000, Number(process.env.FOYER_FUZZ_CASES ?? 10_000))
const seed = Number(process.env.FOYER_FUZZ_SEED ?? Date.now() % 2 ** 31)

const reports: BoundaryReport[] = []
const started = performance.now()
for (const make of boundaries) {
  const report = await runBoundary(make(), cases, seed)
  reports.push(report)
  process.stderr.write(`${report.boundary}: ${report.cases} cases\n`)
}
console.log(
  `Reliability fuzzing: ${cases} cases per boundary, seed ${seed}, ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
)
console.log(formatTable(reports))
const failed = reports.filter((report) => report.uncaught > 0 || report.stateChanges > 0)
for (const report of failed) {
  console.log(`\n${report.boundary}:`)
  for (const failure of report.failures) console.log(`  ${failure.problem}\n    input: ${failure.input}`)
}
if (failed.length > 0) {
  console.log(`\nReplay with FOYER_FUZZ_SEED=${seed}.`)
  process.exit(1)
}
process.exit(0)
