// The first open of an app built from the installed package, bundled by esbuild with code splitting (as the
// peers' harness and the bench build apps), in real Chromium. The package's files decide the app's chunks
// (rollup.firstOpen.mjs): at the click comes one file with the kernel, the shell and the catalogue (with the
// built-in plugins and the Connect view), and it loads again on the next open after it failed, even where the
// failed URL keeps failing (Chromium 150, Debian 12's, keeps a failed dynamic import failed for the page's life).
import fs from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import * as esbuild from 'esbuild'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, inject, test } from 'vitest'
import { launchChromium } from '../chromium.mjs'

const app = inject('packageApp')
const out = path.join(app, 'first-open')
let browser: Browser
let server: http.Server
let origin = ''

const source = `import { createFoyer } from 'foyer'
import { ConnectButton, FoyerProvider } from 'foyer/react'
import { createRoot } from 'react-dom/client'
const world = location.origin + '/world'
const foyer = createFoyer({
  projectId: '0123456789abcdef0123456789abcdef',
  networks: [{ id: 31337, chainNamespace: 'eip155', caipNetworkId: 'eip155:31337', name: 'Local',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [world + '/rpc'] } } }],
  urls: { api: world + '/api', directory: world + '/directory', config: world + '/config', analytics: world + '/analytics' },
})
createRoot(document.getElementById('root')).render(<FoyerProvider foyer={foyer}><ConnectButton id="connect" /></FoyerProvider>)
`

beforeAll(async () => {
  fs.writeFileSync(path.join(app, 'main.jsx'), source)
  await esbuild.build({
    absWorkingDir: app,
    entryPoints: { main: 'main.jsx' },
    bundle: true,
    minify: true,
    format: 'esm',
    splitting: true,
    outdir: out,
    chunkNames: 'chunks/[name]-[hash]',
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  })
  fs.writeFileSync(
    path.join(out, 'index.html'),
    '<!doctype html><html><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>',
  )
  // The app's files; anything else (the world's URLs) answers 404, so the Connect view shows no listed wallets.
  server = http.createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://x').pathname.slice(1) || 'index.html'
    const file = path.join(out, name)
    if (name.includes('..') || !fs.existsSync(file)) return response.writeHead(404).end('{}')
    const type = name.endsWith('.html') ? 'text/html' : 'text/javascript'
    response.writeHead(200, { 'content-type': type }).end(fs.readFileSync(file))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  server?.close()
})

async function withPage(run: (page: Page) => Promise<void>) {
  const context = await browser.newContext()
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}

const connectView = (page: Page) => page.getByRole('dialog', { name: 'Connect Wallet' })

/** The app built again without minifying, with esbuild's metafile: its chunks name the package's files. */
const buildUnminified = () =>
  esbuild.build({
    absWorkingDir: app,
    entryPoints: { main: 'main.jsx' },
    bundle: true,
    format: 'esm',
    splitting: true,
    write: false,
    metafile: true,
    outdir: path.join(app, 'first-open-unminified'),
    jsx: 'automatic',
    logLevel: 'silent',
  })
let unminifiedBuild: ReturnType<typeof buildUnminified> | undefined
const unminified = () => (unminifiedBuild ??= buildUnminified())
/** The output file whose entry is the package's first-open file. */
const firstOpenOutput = (outputs: esbuild.Metafile['outputs']): string =>
  Object.keys(outputs).find((file) => outputs[file]?.entryPoint?.endsWith('modules/firstOpen.js')) ?? 'none'

test('the first open fetches one file with the kernel, the shell, the catalogue, the built-in plugins and the Connect view', async () => {
  await withPage(async (page) => {
    await page.goto(`${origin}/`)
    const scripts: string[] = []
    page.on('request', (request) => {
      const name = new URL(request.url()).pathname.split('/').pop() ?? ''
      if (name.endsWith('.js')) scripts.push(name.replace(/-[A-Z0-9]+\.js$/, ''))
    })
    await page.locator('#connect').click()
    await connectView(page)
      .getByRole('button', { name: /^All Wallets/ })
      .waitFor({ timeout: 10_000 })
    expect(scripts).toContain('firstOpen')
    for (const separate of [
      'createKernel',
      'Shell',
      'catalogue',
      'shared',
      'connect',
      'account',
      'network',
      'email',
      'socials',
      'ConnectView',
      'EmailInput',
    ])
      expect(scripts).not.toContain(separate)
  })
})

test('the first open’s chunk imports only what page load has: later views take what they share with it from it', async () => {
  // rollup.laterShared.mjs. esbuild otherwise leaves a file that only re-exports a chunk shared with later views, and
  // the click fetched that file first and the chunk after it.
  const { outputs } = (await unminified()).metafile
  const statics = (file: string): string[] =>
    (outputs[file]?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => i.path)
  const pageLoad = new Set<string>()
  for (const stack = statics(Object.keys(outputs).find((file) => file.endsWith('/main.js')) ?? ''); stack.length; ) {
    const file = stack.pop() as string
    if (!pageLoad.has(file)) stack.push(...statics(file))
    pageLoad.add(file)
  }
  const firstOpen = firstOpenOutput(outputs)
  expect(outputs[firstOpen]?.bytes).toBeGreaterThan(50_000)
  expect(statics(firstOpen).filter((file) => !pageLoad.has(file))).toEqual([])
})

test('zod is in neither the first open’s chunk nor what it imports: it comes with the later views that use it', async () => {
  // What the first open reads (stored values, the services' answers) is checked by rules (ruleSchema) and by hand.
  const { outputs } = (await unminified()).metafile
  const firstOpen = firstOpenOutput(outputs)
  const statics = (outputs[firstOpen]?.imports ?? []).filter((i) => i.kind === 'import-statement').map((i) => i.path)
  const zod = (file: string) => Object.keys(outputs[file]?.inputs ?? {}).filter((input) => input.includes('/zod/'))
  expect([firstOpen, ...statics].flatMap(zod)).toEqual([])
  // The later views' chunks have it.
  expect(Object.keys(outputs).flatMap(zod).length).toBeGreaterThan(0)
})

test('a later view draws with what it takes from the first open’s file', async () => {
  await withPage(async (page) => {
    await page.goto(`${origin}/`)
    await page.locator('#connect').click()
    await connectView(page)
      .getByRole('button', { name: /^All Wallets/ })
      .click({ timeout: 10_000 })
    await page.getByRole('searchbox', { name: 'Search wallet' }).waitFor({ timeout: 10_000 })
  })
})

test('the first open’s functions reach the app’s chunk written as V8 compiles them with their file', async () => {
  // rollup.eagerCompile.mjs: parenthesized `function` expressions, which the app's bundler (esbuild) keeps. Only the
  // package's file is counted (esbuild names each input file before its code, in one or more parts).
  const { metafile, outputFiles } = await unminified()
  const chunk = outputFiles.find((file) => file.path.endsWith(firstOpenOutput(metafile.outputs).split('/').pop() ?? ''))
  const own = chunk?.text
    .split(/\n(?=\/\/ \S+\.js\n)/)
    .filter((part) => /^\/\/ \S*dist\/modules\/firstOpen\.js\n/.test(part))
    .join('\n')
  const eager = own?.match(/\((async )?function\b/g)?.length ?? 0
  const declared = own?.match(/^\s*(async )?function\*? *[\w$]+\(/gm)?.length ?? 0
  expect(eager).toBeGreaterThan(100)
  expect(declared).toBeLessThan(eager / 20)
  // The minified chunk the app serves keeps them.
  const served = fs
    .readdirSync(path.join(out, 'chunks'))
    .map((name) => fs.readFileSync(path.join(out, 'chunks', name), 'utf8'))
    .find((code) => code.includes('foyer:kernel'))
  expect(served?.match(/\((async )?function\b/g)?.length ?? 0).toBeGreaterThanOrEqual(eager)
})

test('when the first open’s file failed to load, the next open loads it, even where the failed URL keeps failing', async () => {
  await withPage(async (page) => {
    const own = /\/firstOpen-[^/?]*\.js$/
    await page.route(own, (route) => route.abort())
    await page.goto(`${origin}/`)
    const failed = page.waitForEvent('requestfailed', (request) => own.test(request.url()))
    await page.locator('#connect').click()
    await failed
    await page.keyboard.press('Escape')
    await expect.poll(() => page.locator('#connect').getAttribute('aria-expanded')).toBe('false')
    await page.locator('#connect').click()
    await connectView(page)
      .getByRole('button', { name: /^All Wallets/ })
      .waitFor({ timeout: 10_000 })
  })
})
