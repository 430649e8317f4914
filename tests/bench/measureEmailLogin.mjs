// Times the email login on the world, in headless Debian Chromium, as the closing note of issue 14 reports it:
// (a) from the Connect button's click to the email field shown, (b) from the login code's submit to connected.
// Standalone (not part of npm test): builds the playground if playground/dist is missing, starts the world and
// serves the playground beside it, then prints the median of RUNS runs (fresh browser context each, new email
// each, so every run is a new device: approval link, then the code).
//   node tests/bench/measureEmailLogin.mjs           (RUNS=5 by default)
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const repository = fileURLToPath(new URL('../../', import.meta.url))
// The world is TypeScript: run again under tsx with the source conditions, as `npm start` does.
if (!process.env.FOYER_MEASURE_CHILD) {
  const child = spawnSync(
    process.execPath,
    ['--conditions=source', '--import', 'tsx', fileURLToPath(import.meta.url)],
    { stdio: 'inherit', cwd: repository, env: { ...process.env, FOYER_MEASURE_CHILD: '1' } },
  )
  process.exit(child.status ?? 1)
}

const RUNS = Number(process.env.RUNS ?? 5)
const playground = path.join(repository, 'playground')
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const { startWorld } = await import('../../playground/world/startWorld.ts')
const { startStaticServer } = await import('../browser/staticServer.ts')
const { launchChromium } = await import('../chromium.mjs')
if (!fs.existsSync(path.join(playground, 'dist', 'index.html'))) {
  const { build } = await import('vite')
  await build({ configFile: path.join(playground, 'vite.config.ts'), logLevel: 'warn' })
}
const world = await startWorld()
const server = await startStaticServer(
  path.join(playground, 'dist'),
  new Map([['/world.json', () => JSON.stringify(world.config)]]),
)
const browser = await launchChromium()

/** In the page: clicks `find()`'s element and resolves with the ms until `done()` holds on an animation frame. */
const clickAndTime = (page, find, done) =>
  page.evaluate(
    ([findSource, doneSource]) => {
      const deep = (selector, root = document) => {
        const found = [...root.querySelectorAll(selector)]
        for (const element of root.querySelectorAll('*'))
          if (element.shadowRoot) found.push(...deep(selector, element.shadowRoot))
        return found
      }
      const visible = (element) => !!element && element.getBoundingClientRect().height > 0
      const findFn = new Function('deep', 'visible', `return (${findSource})()`)
      const doneFn = new Function('deep', 'visible', `return (${doneSource})()`)
      return new Promise((resolve) => {
        const start = performance.now()
        findFn(deep, visible).click()
        const tick = () => (doneFn(deep, visible) ? resolve(performance.now() - start) : requestAnimationFrame(tick))
        requestAnimationFrame(tick)
      })
    },
    [find.toString(), done.toString()],
  )

const toEmailView = []
const otpToConnected = []
try {
  for (let run = 0; run < RUNS; run++) {
    await world.reset()
    const context = await browser.newContext()
    const page = await context.newPage()
    const email = `bench${run}@example.org`
    await page.goto(`${server.url}/`)
    await page.locator('button[data-foyer-connect]').waitFor()
    toEmailView.push(
      await clickAndTime(
        page,
        () => document.querySelector('button[data-foyer-connect]'),
        () => deep('input[type="email"]').some(visible),
      ),
    )
    const dialog = page.locator('foyer-modal').getByRole('dialog')
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email)
    await dialog.getByRole('button', { name: 'Continue' }).click()
    await dialog.getByRole('heading', { name: 'Register this device' }).waitFor({ timeout: 60_000 })
    world.frame.approveDevice(email)
    const code = dialog.getByRole('textbox', { name: 'Login code' })
    await code.waitFor({ timeout: 60_000 })
    await code.fill(world.frame.lastOtp(email) ?? '')
    otpToConnected.push(
      await clickAndTime(
        page,
        () => deep('button[type="submit"]').find((button) => button.textContent?.trim() === 'Continue'),
        () => window.__foyer.getState().chains.eip155?.accountState.status === 'connected',
      ),
    )
    await context.close()
  }
  const round = (ms) => `${Math.round(ms)} ms`
  console.log(
    `email login, median of ${RUNS} runs (runs: a ${toEmailView.map(round).join(', ')}; b ${otpToConnected.map(round).join(', ')})`,
  )
  console.log(`  Connect click to the email view shown: ${round(median(toEmailView))}`)
  console.log(`  OTP submit to connected:               ${round(median(otpToConnected))}`)
} finally {
  await browser.close()
  await server.close()
  await world.stop()
}
