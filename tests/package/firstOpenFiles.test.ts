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

test('the first open’s functions reach the app’s chunk written as V8 compiles them with their file', () => {
  // rollup.eagerCompile.mjs: parenthesized `function` expressions, which the app's bundler (esbuild) keeps.
  const chunks = fs.readdirSync(path.join(out, 'chunks')).map((name) => path.join(out, 'chunks', name))
  const firstOpen = chunks.map((file) => fs.readFileSync(file, 'utf8')).find((code) => code.includes('foyer:kernel'))
  const eager = firstOpen?.match(/\((async )?function\b/g)?.length ?? 0
  const declared = firstOpen?.match(/(^|[;{}])(async )?function\*? *[\w$]+\(/g)?.length ?? 0
  expect(eager).toBeGreaterThan(100)
  expect(declared).toBeLessThan(eager / 20)
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
