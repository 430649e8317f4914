// WalletConnect Verify where it matters: in a browser. The dapp's client (universal-provider) and the test wallet
// (WalletKit) both run in Chromium, unaware of any test (no IS_VITEST there), so Verify runs in full: the dapp gets
// an attestation from the world's stand-in through a hidden iframe, the relay carries it, and the wallet checks it
// against the stand-in's public key. Offline and without the stand-in, the dapp waits 5 s per proposal and request.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { build } from 'esbuild'
import type { Browser, Page } from 'playwright-core'
import { launchChromium } from '../../../tests/chromium.mjs'
import { watchRequests } from '../../../tests/outbound.js'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type Chains, startChains } from '../chains/startChains.js'
import { hostedVerify, routeWalletConnectVerify } from './routeWalletConnectVerify.js'
import { type Relay, startRelay } from './startRelay.js'
import { rewriteVerifyUrl, worldVerifyGlobal } from './worldVerifyPlugin.js'

let relay: Relay
let world: Chains
let server: Server
let browser: Browser
let pageUrl: string

const entry = `
import { UniversalProvider } from '@walletconnect/universal-provider'
import { createWalletConnectTestWallet } from './playground/world/wallets/walletconnect/createWalletConnectTestWallet.ts'
window.UniversalProvider = UniversalProvider
window.createWalletConnectTestWallet = createWalletConnectTestWallet
`

beforeAll(async () => {
  const [bundle, startedRelay, startedWorld] = await Promise.all([
    build({
      stdin: { contents: entry, resolveDir: process.cwd(), loader: 'ts' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      target: 'es2022',
      minify: true,
      conditions: ['source'],
      write: false,
      logLevel: 'silent',
    }),
    startRelay(),
    startChains(),
  ])
  ;[relay, world] = [startedRelay, startedWorld]
  const script = bundle.outputFiles[0]!.text
  server = createServer((request, response) => {
    if (request.url === '/app.js') return response.writeHead(200, { 'content-type': 'text/javascript' }).end(script)
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><script type="module" src="/app.js"></script>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  pageUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  browser = await launchChromium()
}, 120_000)
afterAll(async () => {
  await browser?.close()
  await new Promise((resolve) => server?.close(resolve))
  await relay?.stop()
  await world?.stop()
})

/** Pairs the page's dapp with the page's wallet, signs once; timings in ms and the wallet's Verify verdict. */
const pairInPage = (page: Page) =>
  page.evaluate(
    async ({ relayUrl, verifyUrl, chains }) => {
      const global = window as any
      const wallet = await global.createWalletConnectTestWallet({ relayUrl, verifyUrl, chains })
      const dapp = await global.UniversalProvider.init({
        relayUrl,
        projectId: 'foyer-local-project',
        telemetryEnabled: false,
        customStoragePrefix: 'dapp',
        logger: 'silent',
        metadata: { name: 'Dapp', description: 'A dapp in a page', url: location.origin, icons: [] },
      })
      dapp.on('display_uri', (uri: string) => wallet.pair(uri))
      const started = performance.now()
      await dapp.connect({
        optionalNamespaces: { eip155: { chains: ['eip155:1'], methods: ['personal_sign'], events: ['chainChanged'] } },
      })
      const paired = performance.now() - started
      const account = dapp.session.namespaces.eip155.accounts[0].split(':')[2]
      const signing = performance.now()
      await dapp.request({ method: 'personal_sign', params: ['0x68656c6c6f', account] }, 'eip155:1')
      return { paired, signed: performance.now() - signing, verified: wallet.proposals[0].verified }
    },
    {
      relayUrl: relay.url,
      verifyUrl: relay.verifyUrl,
      chains: world.chains.map(({ chainId, rpcUrl }) => ({ chainId, rpcUrl })),
    },
  )

test('with Verify routed to the stand-in, the wallet finds the dapp origin VALID, without the 5 s waits', async () => {
  const context = await browser.newContext()
  const { outbound } = watchRequests(context, [`${hostedVerify}/`])
  await routeWalletConnectVerify(context, relay.verifyUrl)
  const page = await context.newPage()
  await page.goto(pageUrl)
  await page.waitForFunction(() => 'createWalletConnectTestWallet' in window)
  const { paired, signed, verified } = await pairInPage(page)
  expect(verified).toMatchObject({ validation: 'VALID', origin: new URL(pageUrl).origin, isScam: false })
  expect(relay.verify.issued().map((entry) => entry.origin)).toContain(new URL(pageUrl).origin)
  // Each would be above 5,000 ms if the client waited for the hosted server (measured: 5.6 s and 5.1 s).
  expect(paired).toBeLessThan(4000)
  expect(signed).toBeLessThan(4000)
  await context.close()
  expect(outbound, 'requests that tried to leave the machine').toEqual([])
})

test("the playground's rewrite points @walletconnect/core's Verify URL at the page's world, and only there", () => {
  const path = 'node_modules/@walletconnect/core/dist/index.js'
  const rewritten = rewriteVerifyUrl(readFileSync(path, 'utf8'), `/work/${path}`)
  expect(rewritten).toContain(`(globalThis.${worldVerifyGlobal}??"https://verify.walletconnect.org")`)
  expect(rewritten?.match(/verify\.walletconnect\.org"/g)).toHaveLength(1)
  expect(rewriteVerifyUrl('const a = "https://verify.walletconnect.org"', '/app/src/main.ts')).toBeUndefined()
})
