// The non-EVM test wallets as a browser gets them: each `foyer/testing/<namespace>` entry bundled by esbuild for
// the browser (no Node built-ins, no polyfills), loaded in real Chromium, connected and signing there.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { build } from 'esbuild'
import type { Browser } from 'playwright-core'
import { launchChromium } from '../../../tests/chromium.mjs'
import { afterAll, beforeAll, expect, test } from 'vitest'

const entries = ['solana', 'bitcoin', 'polkadot', 'cosmos']
const files = new Map<string, Uint8Array>()
let server: Server
let browser: Browser

// Runs in the page: each wallet injected, connected and signing, as an app would drive it.
const pageScript = `
const out = {}
const s = await import('./solana.js')
const solana = s.injectSolanaTestWallet(window, { rpcUrl: 'http://127.0.0.1:9' })
const { accounts } = await solana.wallet.features['standard:connect'].connect()
out.solana = (await solana.wallet.features['solana:signMessage'].signMessage({ account: accounts[0], message: new Uint8Array([1]) }))[0].signature.length
const b = await import('./bitcoin.js')
const bitcoin = b.injectBitcoinTestWallet(window)
await window.FoyerTestWallet.BitcoinProvider.request('getAddresses', { purposes: ['payment', 'ordinals'] })
const signed = await bitcoin.provider.request('signMessage', { address: b.bitcoinTestAccounts[0].ordinals.address, message: 'hi' })
out.bitcoin = signed.result.protocol
const p = await import('./polkadot.js')
p.injectPolkadotTestWallet(window)
const injected = await window.injectedWeb3['foyer-test-wallet'].enable('browser test')
out.polkadot = (await injected.signer.signRaw({ address: p.polkadotTestAccounts[0].address, data: '0x6869', type: 'bytes' })).signature.length
const c = await import('./cosmos.js')
c.injectKeplrTestWallet(window)
await window.keplr.enable('cosmoshub-4')
const address = c.cosmosTestAccounts[0].address
const arbitrary = await window.keplr.signArbitrary('cosmoshub-4', address, 'hi')
const direct = await window.keplr.signDirect('cosmoshub-4', address, { bodyBytes: new Uint8Array([1]), authInfoBytes: new Uint8Array([2]), chainId: 'cosmoshub-4', accountNumber: 1n })
out.cosmos = [await window.keplr.verifyArbitrary('cosmoshub-4', address, 'hi', arbitrary), direct.signature.signature.length]
window.__out = out
`

beforeAll(async () => {
  const result = await build({
    entryPoints: Object.fromEntries(
      entries.map((entry) => [entry, new URL(`../testing/${entry}.ts`, import.meta.url).pathname]),
    ),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    splitting: true,
    minify: true,
    conditions: ['source'],
    outdir: '/bundles',
    write: false,
    logLevel: 'silent',
  })
  for (const file of result.outputFiles) files.set(file.path.slice('/bundles'.length), file.contents)
  files.set('/', new TextEncoder().encode(`<!doctype html><script type="module">${pageScript}</script>`))
  server = createServer((request, response) => {
    const body = files.get(request.url ?? '')
    if (!body) return void response.writeHead(404).end()
    response.writeHead(200, { 'content-type': request.url === '/' ? 'text/html' : 'text/javascript' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  browser = await launchChromium()
})
afterAll(async () => {
  await browser?.close()
  server?.close()
})

test('each wallet entry bundles for the browser without Node built-ins, and runs in Chromium', async () => {
  expect([...files.keys()].filter((path) => /^\/(solana|bitcoin|polkadot|cosmos)\.js$/.test(path)).sort()).toEqual([
    '/bitcoin.js',
    '/cosmos.js',
    '/polkadot.js',
    '/solana.js',
  ])
  const page = await browser.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`)
  await page.waitForFunction(() => (window as { __out?: unknown }).__out, null, { timeout: 20_000 })
  expect(errors).toEqual([])
  expect(await page.evaluate(() => (window as { __out?: unknown }).__out)).toEqual({
    solana: 64,
    bitcoin: 'BIP322',
    polkadot: 130,
    cosmos: [true, 88],
  })
})
