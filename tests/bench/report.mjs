// Prints the bench's tables (markdown, to stdout): the figures against DESIGN.md's budgets, then
// each entrypoint. KiB = 1024 B, gzip level 9 per file, summed (as in shared/bench-peers).

import { TYPING_BUDGET_MS, typingRows } from './typing/typingRows.mjs'

const KiB = 1024
/**
 * The full EVM app budget is a third of the same app built with the best-known peer. Reference:
 * shared/bench-peers/NOTES.md, `appkit` (AppKit + wagmi adapter), all JS gz 2105.0 KiB minus the
 * React-only baseline's 67.5 KiB (our figures exclude React). Re-measure with tests/bench/peers.sh.
 */
const PEER_FULL_EVM_GZIP = (2105.0 - 67.5) * KiB

export const budgets = {
  pageLoadGzip: 12 * KiB,
  firstOpenGzip: 45 * KiB,
  fullEvmAppGzip: PEER_FULL_EVM_GZIP / 3,
  clickToDialogMs: 30,
  /** DESIGN.md: a returning visitor's open settles within 60 ms at 1× CPU. */
  returningOpenSettledMs: 60,
  requestsBeforeClick: 0,
  typingPaintMs: TYPING_BUDGET_MS,
}

const kib = (bytes) => (bytes == null ? '–' : `${(bytes / KiB).toFixed(1)} KiB`)
const ms = (s) => (s ? `${s.median.toFixed(1)} (${s.min.toFixed(1)}–${s.max.toFixed(1)}) ms` : '–')
const parts = (list) => list.map(([part, bytes]) => `${part} ${kib(bytes)}`).join(', ') || '–'
const within = (value, budget) => (value == null ? 'not measured' : value <= budget ? 'yes' : 'NO')

function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)))
  const line = (r) => `| ${r.map((c, i) => String(c).padEnd(widths[i])).join(' | ')} |`
  return [line(head), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)].join('\n')
}

export function printReport(figures, details) {
  const rows = [
    [
      'page load JS gz (main.js + static imports)',
      kib(figures.pageLoadGzip),
      `≤ ${kib(budgets.pageLoadGzip)}`,
      within(figures.pageLoadGzip, budgets.pageLoadGzip),
    ],
    [
      'first open JS gz (click → first view)',
      kib(figures.firstOpenGzip),
      `≤ ${kib(budgets.firstOpenGzip)}`,
      within(figures.firstOpenGzip, budgets.firstOpenGzip),
    ],
    // Each file is a request the browser handles while the open waits (README "How the first open stays fast").
    ['first open: files fetched (click → first view)', details.firstOpenFiles?.length ?? '–', '', ''],
    ['all JS gz (the app)', kib(figures.allGzip), '', ''],
    [
      'full EVM app gz (every chunk)',
      kib(figures.fullEvmAppGzip),
      `≤ ${kib(budgets.fullEvmAppGzip)} (⅓ AppKit+wagmi)`,
      within(figures.fullEvmAppGzip, budgets.fullEvmAppGzip),
    ],
    [
      'click → dialog visible, median (min–max)',
      ms(details.clickToDialogMs),
      `≤ ${budgets.clickToDialogMs} ms`,
      within(figures.clickToDialogMs, budgets.clickToDialogMs),
    ],
    ['load: #connect visible, median (min–max)', ms(details.loadMs), '', ''],
    ['first view rendered after click, median', ms(details.firstViewMs), '', ''],
    ["open settled (the peers' measure), median", ms(details.settledMs), '', ''],
    [
      'returning visitor: open settled, median',
      ms(details.returningSettledMs),
      `≤ ${budgets.returningOpenSettledMs} ms`,
      within(figures.returningOpenSettledMs, budgets.returningOpenSettledMs),
    ],
    [
      'network requests before the first click (max)',
      figures.requestsBeforeClick ?? '–',
      `${budgets.requestsBeforeClick}`,
      within(figures.requestsBeforeClick, budgets.requestsBeforeClick),
    ],
  ]
  rows.push(...typingRows(details.typing))
  const full = figures.fullEvm
  rows.push(
    ['full EVM app: page load JS gz', kib(full.pageLoadGzip), '', ''],
    ['full EVM app: first open JS gz', kib(full.firstOpenGzip), '', ''],
    [
      'full EVM app: click → dialog, median (min–max)',
      ms(details.fullEvmClickToDialogMs),
      `≤ ${budgets.clickToDialogMs} ms`,
      within(full.clickToDialogMs, budgets.clickToDialogMs),
    ],
    ['full EVM app: first view after click, median', ms(details.fullEvmFirstViewMs), '', ''],
    [
      'full EVM app: requests before the first click (max)',
      full.requestsBeforeClick ?? '–',
      `${budgets.requestsBeforeClick}`,
      within(full.requestsBeforeClick, budgets.requestsBeforeClick),
    ],
  )
  if (figures.evmSolana)
    rows.push(
      ['EVM + Solana app: page load JS gz', kib(figures.evmSolana.pageLoadGzip), '', ''],
      ['EVM + Solana app: first open JS gz', kib(figures.evmSolana.firstOpenGzip), '', ''],
      ['EVM + Solana app: all JS gz', kib(figures.evmSolana.allGzip), '', ''],
    )
  let text = `## Foyer bench (React excluded from every size; ${details.runs} Chromium runs)\n\n`
  text += table(['figure', 'Foyer', 'budget', 'within'], rows)
  text += '\n\n'
  if (details.openPhases) {
    const names = {
      codeFetched: 'code fetched',
      kernelReady: 'kernel ready',
      pluginsSetUp: 'plugins set up',
      viewCode: 'view code',
      data: 'data (directory)',
      drawn: 'drawn',
    }
    text += '### The first open, phase by phase (ms after the click, medians)\n\n'
    text += table(
      ['phase', 'ms'],
      Object.entries(details.openPhases).map(([phase, value]) => [names[phase] ?? phase, value ?? '–']),
    )
    text += '\n\n'
  }
  const entryRows = Object.entries(figures.entrypoints).map(([name, e]) => [
    name,
    kib(e.gzip),
    kib(e.allGzip),
    e.files,
    e.packagesAtImport.join(' ') || '(none)',
    e.external.join(' ') || '',
  ])
  text += table(
    [
      'entrypoint (export * from it)',
      'at import gz',
      'all gz',
      'files',
      'dependencies at import',
      'not installed, left external',
    ],
    entryRows,
  )
  text += '\n\n'
  const notes = [
    `first-open files: ${details.firstOpenFiles ? details.firstOpenFiles.join(', ') || '(none)' : '–'}${details.firstOpenSameEveryRun ? '' : ' (differed between runs; last run shown)'}`,
    `first open by part (gz): ${parts(details.firstOpenByPart)}`,
    `full EVM app, first open by part (gz): ${parts(details.fullEvmFirstOpenByPart)}`,
    `full EVM app, dialog text (last run): ${details.fullEvmDialogText ?? '–'}`,
    `React bytes in the first-open files: ${details.firstOpenReactBytes ?? '–'} (must be 0: React loads with the page)`,
    `page load's largest inputs (minified bytes): ${details.pageLoadInputs.map(([input, bytes]) => `${input} ${bytes}`).join(', ')}`,
    `lazy JS fetched before the click: ${kib(details.lazyFetchedBeforeClickGzip)}`,
    `timing build (React bundled, as the peers' apps), static JS gz: ${kib(details.timingBuildStaticGzipWithReact)} (peers' React 19 baseline: 67.5 KiB)`,
    `requests before the click: ${details.requestsBeforeClickUrls.join(', ') || '(none)'}`,
    `dialog text (last run): ${details.dialogText ?? '–'}`,
    `page errors: ${details.pageErrors.join(' | ') || '(none)'}`,
    `packages not installed, left external: app ${details.leftExternal.app.join(' ') || '(none)'}; full EVM ${details.leftExternal.fullEvm?.join(' ') || '–'}`,
  ]
  text += notes.map((n) => `- ${n}`).join('\n')
  console.log(text)
}
