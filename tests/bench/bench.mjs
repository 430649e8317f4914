// npm run bench [-- --runs N] [--json FILE] [--skip-build] [--quiet MS] [--skip-typing] [--typing-rates 4,1]
// Builds the library, then bench apps that import the built package the way an app does (esbuild
// with exactly the flags of shared/bench-peers/build.mjs), reports gzip sizes per entrypoint and for
// the app (page load, first open, all; React excluded), and times click-to-dialog in headless
// Chromium as shared/bench-peers/measure.mjs does, and typing in three modal fields on the world
// (typing/measureTyping.mjs). Compares with DESIGN.md's budgets; reports only,
// never fails on a budget. How the figures are made: README.md, "Bench".
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildApp, byPart, sizeOf } from './buildApp.mjs'
import { measureOnce, serve, stat } from './measureApp.mjs'
import { printReport } from './report.mjs'
import { runTyping, typingFigures } from './typing/runTyping.mjs'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const appDir = path.join(here, 'app')
const out = path.join(appDir, 'dist')
const chromiumPath = process.env.CHROMIUM ?? '/usr/bin/chromium'

const argv = process.argv.slice(2)
const arg = (name, fallback) => {
  const i = argv.indexOf(name)
  return i === -1 ? fallback : argv[i + 1]
}
const runs = Number(arg('--runs', process.env.RUNS ?? 7))
const jsonFile = arg('--json', null)
const quietMs = Number(arg('--quiet', 1000))
const log = (...parts) => console.error('[bench]', ...parts)

if (!argv.includes('--skip-build')) {
  log('npm run build')
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 2, 2] })
  if (build.status !== 0) {
    log('the library build failed')
    process.exit(1)
  }
}

// Every entrypoint that was built: dist/foyer.js, react.js, testing.js, adapters/*.js, plugins/*.js.
const dist = path.join(root, 'dist')
const listJs = (dir) =>
  fs.existsSync(path.join(dist, dir))
    ? fs
        .readdirSync(path.join(dist, dir))
        .filter((f) => f.endsWith('.js'))
        .sort()
    : []
const entrypoints = [
  ...['foyer', 'react', 'ui', 'kit', 'wagmi', 'testing']
    .filter((name) => fs.existsSync(path.join(dist, `${name}.js`)))
    .map((name) => (name === 'foyer' ? 'foyer' : `foyer/${name}`)),
  ...listJs('adapters').map((f) => `foyer/adapters/${f.slice(0, -3)}`),
  ...listJs('plugins').map((f) => `foyer/plugins/${f.slice(0, -3)}`),
]

fs.rmSync(out, { recursive: true, force: true })
fs.mkdirSync(path.join(out, 'entries'), { recursive: true })
const entrySizes = {}
for (const name of entrypoints) {
  const slug = name.replaceAll('/', '-')
  const entry = path.join(out, 'entries', `${slug}.js`)
  fs.writeFileSync(entry, `export * from '${name}'\n`)
  const build = await buildApp({ root, appDir, entry, outdir: path.join(out, `entry-${slug}`), reactExternal: true })
  entrySizes[name] = {
    gzip: build.static.gzip,
    allGzip: build.all.gzip,
    files: build.all.files,
    packagesAtImport: build.static.packages.filter(([pkg]) => pkg !== 'foyer').map(([pkg]) => pkg),
    external: build.missing,
  }
  log(`${name}: ${build.static.gzip} B gz at import, ${build.all.gzip} B gz in all`)
}

// Each app twice: React external (the size figures, exactly without React) and React bundled (the
// page Chromium times, built like the peers' apps).
const sizeBuild = await buildApp({
  root,
  appDir,
  entry: 'src/main.jsx',
  outdir: path.join(out, 'size'),
  reactExternal: true,
})
const timingBuild = await buildApp({ root, appDir, entry: 'src/main.jsx', outdir: path.join(out, 'timing') })
const fullEvm = await buildApp({
  root,
  appDir,
  entry: 'src/fullEvm.jsx',
  outdir: path.join(out, 'full-evm'),
  reactExternal: true,
})
const fullEvmTiming = await buildApp({
  root,
  appDir,
  entry: 'src/fullEvm.jsx',
  outdir: path.join(out, 'full-evm-timing'),
})

const evmSolana = await buildApp({
  root,
  appDir,
  entry: 'src/evmSolana.jsx',
  outdir: path.join(out, 'evm-solana'),
  reactExternal: true,
})
const evmSolanaTiming = await buildApp({
  root,
  appDir,
  entry: 'src/evmSolana.jsx',
  outdir: path.join(out, 'evm-solana-timing'),
})

/**
 * Times a built app `runs` times in a fresh Chromium each (click → dialog, first view, what was fetched); with
 * `returning`, each run also times a second visit of the same browser.
 */
async function timeApp(build, label, returning = false) {
  const records = []
  const server = await serve(path.join(out, build))
  try {
    for (let i = 0; i < runs; i++) {
      const record = await measureOnce({ origin: server.origin, chromiumPath, quietMs, returning })
      records.push(record)
      log(
        `${label} run ${i + 1}/${runs}: load ${record.loadMs?.toFixed(0)} ms, open ${record.openMs?.toFixed(1)} ms, first view ${record.firstViewMs?.toFixed(0)} ms, settled ${record.settledMs?.toFixed(0)} ms, returning ${record.returning?.settledMs?.toFixed(0)} ms, ${record.requestsBeforeClick.length} requests before click${record.error ? ` ERROR ${record.error}` : ''}`,
      )
    }
  } finally {
    server.close()
  }
  return records.filter((r) => !r.error)
}

let records = []
let fullEvmRecords = []
let evmSolanaRecords = []
if (!fs.existsSync(chromiumPath)) {
  log(`${chromiumPath} is missing (Debian package: chromium): no timings, no first-open figure`)
} else {
  records = await timeApp('timing', 'bench app', true)
  fullEvmRecords = await timeApp('full-evm-timing', 'full EVM app')
  evmSolanaRecords = await timeApp('evm-solana-timing', 'EVM + Solana app')
}

// Typing in the modal's fields needs the world (a connected account, balances, quotes): its own process.
let typing = { error: 'skipped (--skip-typing)' }
if (!fs.existsSync(chromiumPath)) typing = { error: `${chromiumPath} is missing` }
else if (!argv.includes('--skip-typing')) {
  const rates = arg('--typing-rates', '4').split(',').map(Number)
  typing = await runTyping({ runs, rates, skipBuild: argv.includes('--skip-build'), cwd: root })
  if (typing.error) log(`typing: not measured in full: ${typing.error}`)
}

const last = records.at(-1)
const firstOpen = last ? sizeOf(timingBuild, last.jsFirstOpen) : null
const fullEvmLast = fullEvmRecords.at(-1)
const fullEvmFirstOpen = fullEvmLast ? sizeOf(fullEvmTiming, fullEvmLast.jsFirstOpen) : null
const lazyBeforeClick = last
  ? sizeOf(
      timingBuild,
      last.jsBeforeClick.filter((f) => !timingBuild.files.find((x) => x.file === f)?.static),
    )
  : null
const sameSets = records.every((r) => r.jsFirstOpen.join() === last?.jsFirstOpen.join())
const figures = {
  pageLoadGzip: sizeBuild.static.gzip,
  firstOpenGzip: firstOpen ? firstOpen.gzip : null,
  allGzip: sizeBuild.all.gzip,
  fullEvmAppGzip: fullEvm.all.gzip,
  clickToDialogMs: stat(records.map((r) => r.openMs))?.median ?? null,
  loadMs: stat(records.map((r) => r.loadMs))?.median ?? null,
  requestsBeforeClick: records.length ? Math.max(...records.map((r) => r.requestsBeforeClick.length)) : null,
  firstViewMs: stat(records.map((r) => r.firstViewMs))?.median ?? null,
  openSettledMs: stat(records.map((r) => r.settledMs))?.median ?? null,
  returningOpenSettledMs: stat(records.map((r) => r.returning?.settledMs))?.median ?? null,
  fullEvm: {
    pageLoadGzip: fullEvm.static.gzip,
    firstOpenGzip: fullEvmFirstOpen ? fullEvmFirstOpen.gzip : null,
    allGzip: fullEvm.all.gzip,
    clickToDialogMs: stat(fullEvmRecords.map((r) => r.openMs))?.median ?? null,
    firstViewMs: stat(fullEvmRecords.map((r) => r.firstViewMs))?.median ?? null,
    requestsBeforeClick: fullEvmRecords.length
      ? Math.max(...fullEvmRecords.map((r) => r.requestsBeforeClick.length))
      : null,
  },
  evmSolana: {
    pageLoadGzip: evmSolana.static.gzip,
    firstOpenGzip: evmSolanaRecords.at(-1) ? sizeOf(evmSolanaTiming, evmSolanaRecords.at(-1).jsFirstOpen).gzip : null,
    allGzip: evmSolana.all.gzip,
  },
  typingPaintMs: typingFigures(typing, 4),
  entrypoints: entrySizes,
}
const details = {
  runs: records.length,
  clickToDialogMs: stat(records.map((r) => r.openMs)),
  loadMs: stat(records.map((r) => r.loadMs)),
  firstViewMs: stat(records.map((r) => r.firstViewMs)),
  settledMs: stat(records.map((r) => r.settledMs)),
  returningSettledMs: stat(records.map((r) => r.returning?.settledMs)),
  returningFirstViewMs: stat(records.map((r) => r.returning?.firstViewMs)),
  openPhases: Object.fromEntries(
    ['codeFetched', 'kernelReady', 'pluginsSetUp', 'viewCode', 'data', 'drawn'].map((phase) => [
      phase,
      stat(records.map((r) => r.phases?.[phase]))?.median ?? null,
    ]),
  ),
  firstOpenFiles: last?.jsFirstOpen ?? null,
  firstOpenReactBytes: firstOpen?.reactBytes ?? null,
  firstOpenSameEveryRun: sameSets,
  firstOpenByPart: last ? byPart(timingBuild, last.jsFirstOpen) : [],
  fullEvmFirstOpenByPart: fullEvmLast ? byPart(fullEvmTiming, fullEvmLast.jsFirstOpen) : [],
  fullEvmClickToDialogMs: stat(fullEvmRecords.map((r) => r.openMs)),
  fullEvmFirstViewMs: stat(fullEvmRecords.map((r) => r.firstViewMs)),
  lazyFetchedBeforeClickGzip: lazyBeforeClick?.gzip ?? null,
  timingBuildStaticGzipWithReact: timingBuild.static.gzip,
  pageLoadInputs: sizeBuild.static.inputs.slice(0, 12),
  requestsBeforeClickUrls: [
    ...new Set([...records, ...fullEvmRecords].flatMap((r) => r.requestsBeforeClick.map((q) => q.url))),
  ],
  pageErrors: [...new Set([...records, ...fullEvmRecords].flatMap((r) => r.pageErrors))],
  dialogText: last?.dialogText ?? null,
  fullEvmDialogText: fullEvmLast?.dialogText ?? null,
  leftExternal: { app: sizeBuild.missing, fullEvm: fullEvm.missing },
  typing,
}
printReport(figures, details)
if (jsonFile) {
  fs.writeFileSync(path.resolve(jsonFile), `${JSON.stringify({ ...figures, details }, null, 2)}\n`)
  log(`wrote ${jsonFile}`)
}
