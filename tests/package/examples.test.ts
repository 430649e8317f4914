// The apps of playground/examples as a user makes them (README "Embedding"): Next.js 16 (App Router, server
// rendering with the cookie storage), Vite 8, and Vite with wagmi 3. Each is installed from the packed tarball
// with a plain `npm install` (installExample), built by its own scripts (the Next.js app by Turbopack and by
// webpack), served, and driven in Chromium against the world: connect the injected test wallet (bundled from the
// app's own `foyer/testing`), the address, a reload rendered connected on the server, a wagmi transaction on chain.
// What each page fetches before and after the click, and each build's time, are printed at the end.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { evmChains, evmNetworks, startWorld, type World } from '../../playground/world/startWorld.js'
import { launchChromium } from '../chromium.mjs'
import { buildExample, type InstalledExample, installExample } from './examples/installExample.js'
import { type OpenFigures, scriptsFetched } from './examples/measureOpen.js'
import { serveDist, serveNext, type ServedExample } from './examples/serveExample.js'
import { type TestWalletScript, testWalletScript } from './examples/testWalletScript.js'
import { installsBeside } from './examples/installsBeside.js'

const names = ['next', 'vite', 'wagmi'] as const
const apps = {} as Record<(typeof names)[number], InstalledExample>
const figures: (OpenFigures & { app: string; buildSeconds: number })[] = []
const alice = testAccounts[0]!.address
const shortAlice = `${alice.slice(0, 4)}…${alice.slice(-6).toLowerCase()}`
let work = ''
let world: World
let browser: Browser
let wallet: TestWalletScript

/** The world as Foyer options (the examples read them at build time: VITE_FOYER_WORLD, NEXT_PUBLIC_FOYER_WORLD). */
const worldOptions = () =>
  JSON.stringify({ projectId: world.config.projectId, urls: world.config.urls, networks: evmNetworks(world.config) })

beforeAll(async () => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'foyer-examples-'))
  const tarball = inject('packageTarball')
  const [started, ...installed] = await Promise.all([
    startWorld(),
    ...names.map((name) => installExample(name, work, tarball)),
  ])
  world = started
  for (const app of installed) apps[app.name as (typeof names)[number]] = app
  const chains = evmChains(world.config).map(({ chainId, rpcUrl, name }) => ({ chainId, rpcUrl, name }))
  wallet = await testWalletScript(apps.vite.dir, chains)
  browser = await launchChromium()
}, 600_000)

afterAll(async () => {
  await browser?.close()
  await world?.stop()
  // The apps' node_modules are hundreds of MB: removed beside the next tests, not before them.
  if (work) spawn('rm', ['-rf', work], { detached: true, stdio: 'ignore' }).unref()
  if (figures.length)
    console.log(
      [
        'examples: JavaScript fetched (gzip) before the click and from the click to the Connect view, build time',
        ...figures.map(
          (row) =>
            `  ${row.app.padEnd(20)} load ${`${row.load.kib} KiB`.padStart(10)} (${row.load.files} files)   ` +
            `open ${`${row.open.kib} KiB`.padStart(9)} (${row.open.files} files)   build ${row.buildSeconds.toFixed(1)} s`,
        ),
      ].join('\n'),
    )
}, 120_000)

/** A fresh context with the test wallet injected, its page's uncaught errors and console errors kept. */
async function withPage(run: (page: Page, errors: string[]) => Promise<void>) {
  const context = await browser.newContext()
  await context.addInitScript({ content: wallet.code })
  // The browser's own ask for an icon, which these apps do not have.
  await context.route('**/favicon.ico', (route) => route.fulfill({ status: 204 }))
  const errors: string[] = []
  try {
    const page = await context.newPage()
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await run(page, errors)
  } finally {
    await context.close()
  }
}

const connectButton = (page: Page) => page.locator('button[data-foyer-connect]')
const dialog = (page: Page) => page.locator('foyer-modal').getByRole('dialog')
const testWalletRow = (page: Page) =>
  dialog(page)
    .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
    .first()

/** Until no script has been asked for 500 ms. */
async function scriptsSettle(page: Page) {
  let count = -1
  for (let still = 0; still < 5; ) {
    const now = await page.evaluate(() => performance.getEntriesByType('resource').length)
    still = now === count ? still + 1 : 0
    count = now
    await page.waitForTimeout(100)
  }
}

/** Loads the app, opens the modal, connects the Test Wallet: what it fetched, measured on the way. */
async function connectMeasured(page: Page, url: string): Promise<OpenFigures> {
  const load = await scriptsFetched(page, async () => {
    await page.goto(url)
    await connectButton(page).waitFor()
    await scriptsSettle(page)
  })
  const open = await scriptsFetched(page, async () => {
    await connectButton(page).click()
    await testWalletRow(page).waitFor()
    await scriptsSettle(page)
  })
  await testWalletRow(page).click()
  await dialog(page).waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page).textContent(), { timeout: 15_000 }).toBe(shortAlice)
  return { load, open }
}

async function served<T>(serve: Promise<ServedExample>, run: (url: string) => Promise<T>): Promise<T> {
  const app = await serve
  try {
    return await run(app.url)
  } finally {
    await app.close()
  }
}

test('an EVM-only test bundles foyer/testing’s wallet without any other namespace’s library', () => {
  const otherChains = /@solana|@polkadot|@cosmjs|bitcoinjs-lib|@bitcoinerlab|ecpair|bip322|@reown|@walletconnect/
  expect(wallet.inputs.some((input) => input.includes('foyer/dist/testing.js'))).toBe(true)
  expect(wallet.inputs.filter((input) => otherChains.test(input))).toEqual([])
})

test('Vite: built from the package, the app connects the injected wallet and shows its address', async () => {
  const buildSeconds = await buildExample(apps.vite.dir, 'build', { VITE_FOYER_WORLD: worldOptions() })
  await served(serveDist(apps.vite.dir), (url) =>
    withPage(async (page, errors) => {
      const measured = await connectMeasured(page, url)
      await expect.poll(() => page.getByLabel('Account').textContent()).toBe(alice)
      expect(errors).toEqual([])
      figures.push({ app: 'Vite 8', buildSeconds, ...measured })
    }),
  )
}, 300_000)

describe.each([
  ['Turbopack', 'build'],
  ['webpack', 'build:webpack'],
])('Next.js 16 (%s)', (bundler, script) => {
  test('a server page renders the button; a visitor connects, and after a reload the server renders the address', async () => {
    const buildSeconds = await buildExample(apps.next.dir, script, { NEXT_PUBLIC_FOYER_WORLD: worldOptions() })
    await served(serveNext(apps.next.dir), (url) =>
      withPage(async (page, errors) => {
        const first = await page.request.get(url)
        expect(await first.text()).toContain('Connect Wallet')
        const measured = await connectMeasured(page, url)
        await expect.poll(() => page.getByLabel('Account').textContent()).toBe(alice)
        // The cookie storage carries the connection to the server, which renders the connected button.
        const again = await page.request.get(url)
        expect(await again.text()).toContain(shortAlice)
        await page.reload()
        await expect.poll(() => page.getByLabel('Account').textContent(), { timeout: 15_000 }).toBe(alice)
        expect(await connectButton(page).textContent()).toBe(shortAlice)
        expect(errors).toEqual([])
        figures.push({ app: `Next.js 16, ${bundler}`, buildSeconds, ...measured })
      }),
    )
  }, 300_000)
})

test('wagmi 3: the wallet chosen in the modal is wagmi’s, and a transfer it sends is mined on the chain', async () => {
  const buildSeconds = await buildExample(apps.wagmi.dir, 'build', { VITE_FOYER_WORLD: worldOptions() })
  const bob = testAccounts[1]!.address
  const chain = evmChains(world.config)[0]!
  const balance = async () => {
    const response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [bob, 'latest'] }),
    })
    return BigInt(((await response.json()) as { result: string }).result)
  }
  const before = await balance()
  await served(serveDist(apps.wagmi.dir), (url) =>
    withPage(async (page, errors) => {
      const measured = await connectMeasured(page, url)
      await expect.poll(() => page.getByLabel('wagmi account').textContent()).toBe(alice)
      await page.getByLabel('To').fill(bob)
      await page.getByLabel('ETH').fill('0.25')
      await page.getByRole('button', { name: 'Send' }).click()
      await expect
        .poll(() => page.getByLabel('Transaction').textContent(), { timeout: 30_000 })
        .toMatch(/^Confirmed 0x/)
      expect(await balance()).toBe(before + 250_000_000_000_000_000n)
      expect(errors).toEqual([])
      figures.push({ app: 'Vite 8 + wagmi 3', buildSeconds, ...measured })
    }),
  )
}, 300_000)

test('a wagmi 2 app installs the package with npm’s peer rules (no --legacy-peer-deps)', async () => {
  const result = await installsBeside(work, inject('packageTarball'), {
    wagmi: '2.19.5',
    viem: '2.57.20',
    '@tanstack/react-query': '5.108.4',
    react: '19.3.1',
    'react-dom': '19.3.1',
  })
  expect(result.stderr).not.toMatch(/npm error/)
  expect(result.status).toBe(0)
  expect(result.version('foyer')).toBe('0.1.0')
  expect(result.version('@wagmi/core')).toMatch(/^2\./)
}, 300_000)
