import { type BoundaryReport, emptyReport } from './runBoundary.js'

const columns: [string, (report: BoundaryReport) => string | number][] = [
  ['boundary', (report) => report.boundary],
  ['cases run', (report) => report.cases],
  ['accepted', (report) => report.accepted],
  ['refused', (report) => report.refused],
  ['uncaught errors', (report) => report.uncaught],
  ['state changes on refused input', (report) => report.stateChanges],
]

/** The reports as a Markdown table, one row per boundary and a total. */
export function formatTable(reports: BoundaryReport[]): string {
  const total = emptyReport('total')
  for (const report of reports) {
    total.cases += report.cases
    total.accepted += report.accepted
    total.refused += report.refused
    total.uncaught += report.uncaught
    total.stateChanges += report.stateChanges
  }
  const rows = [...reports, total].map((report) => columns.map(([, cell]) => String(cell(report))))
  const header = columns.map(([name]) => name)
  const widths = header.map((name, index) => Math.max(name.length, ...rows.map((row) => row[index]!.length)))
  const line = (cells: string[]) =>
    `| ${cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[index]!) : cell.padStart(widths[index]!))).join(' | ')} |`
  const rule = `| ${widths.map((width, index) => (index === 0 ? '-'.repeat(width) : `${'-'.repeat(width - 1)}:`)).join(' | ')} |`
  return [line(header), rule, ...rows.map(line)].join('\n')
}
