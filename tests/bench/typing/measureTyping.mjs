// The typing figure of `npm run bench`, on the world: starts the world (playground/world), builds the playground
// (vite; kept with --skip-build when there is one), serves it beside the world as the browser tests do, then per
// run a fresh browser context types into All Wallets' search, the Send amount and the Swap amount
// (playgroundFields.mjs) at each CPU rate. Logs to stderr; prints one JSON line on stdout:
// { runs, rates: { '4': { search: { keys: [...], median, max }, ... } } } or { error }.
//   node tests/bench/typing/measureTyping.mjs [--runs N] [--rates 4,1] [--skip-build]
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repository = fileURLToPath(new URL('../../../', import.meta.url))
// The world is TypeScript: run again under tsx with the source conditions, as `npm start` does.
if (!process.env.FOYER_TYPING_CHILD) {
  const child = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', fileURLToPath(import.meta.url), ...process.argv.slice(2)],
    { stdio: 'inherit', cwd: repository, env: { ...process.env, FOYER_TYPING_CHILD: '1' } },
  )
  process.exit(child.status ?? 1)
}

const argv = process.argv.slice(2)
const arg = (name, fallback) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : fallback)
const runs = Number(arg('--runs', 3))
const rates = arg('--rates', '4').split(',').map(Number)
const log = (...parts) => console.error('[typing]', ...parts)
const playground = path.join(repository, 'playground')

const { typingProbe } = await import('./typingProbe.mjs')
const { typeKeys } = await import('./typeKeys.mjs')
const { summarize } = await import('./keyFigures.mjs')
const { playgroundFields } = await import('./playgroundFields.mjs')

let world
let server
let browser
let phase = 'building the playground'
const result = { runs, rates: {} }
const kept = Object.fromEntries(rates.map((rate) => [rate, {}]))
try {
  if (!argv.includes('--skip-build') || !fs.existsSync(path.join(playground, 'dist', 'index.html'))) {
    log('vite build of the playground')
    const { build } = await import('vite')
    await build({ configFile: path.join(playground, 'vite.config.ts'), logLevel: 'warn' })
  }
  phase = 'starting the world'
  const { startWorld } = await import('../../../playground/world/startWorld.ts')
  const { startStaticServer } = await import('../../browser/staticServer.ts')
  const { launchChromium } = await import('../../chromium.mjs')
  world = await startWorld()
  server = await startStaticServer(
    path.join(playground, 'dist'),
    new Map([['/world.json', () => JSON.stringify(world.config)]]),
  )
  phase = 'launching Chromium'
  browser = await launchChromium()
  for (const rate of rates) {
    const perField = kept[rate]
    for (const field of playgroundFields) perField[field.name] = []
    for (let run = 0; run < runs; run++) {
      await world.reset()
      const context = await browser.newContext({ baseURL: server.url })
      context.setDefaultTimeout(20_000)
      const page = await context.newPage()
      await page.addInitScript(typingProbe)
      await page.goto('/?wallets=evm')
      await page.locator('button[data-foyer-connect]').waitFor()
      for (const field of playgroundFields) {
        phase = `${field.name} at ${rate}× CPU, run ${run + 1}`
        const typed = await typeKeys(page, await field.reach(page), field.text, { cpuRate: rate })
        perField[field.name].push(...typed.figures)
        const shown = typed.figures.map((figure) => figure.ms?.toFixed(0) ?? 'refused').join(', ')
        log(`${rate}× run ${run + 1}/${runs} ${field.name} "${typed.value}": ${shown} ms`)
      }
      await context.close()
    }
  }
} catch (error) {
  result.error = `${phase}: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`
  log(`could not measure: ${result.error}`)
} finally {
  await browser?.close().catch(() => undefined)
  await server?.close().catch(() => undefined)
  await world?.stop().catch(() => undefined)
}
// What was measured, also when a later field or run failed.
for (const [rate, perField] of Object.entries(kept))
  result.rates[rate] = Object.fromEntries(
    Object.entries(perField).map(([name, figures]) => [
      name,
      { ...summarize(figures.map((figure) => figure.ms)), figures },
    ]),
  )
console.log(JSON.stringify(result))
