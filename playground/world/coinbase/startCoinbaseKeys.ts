import { createServer } from 'node:http'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import * as z from 'zod/mini'
import { readBody, parseJsonBody } from '../api/http/readBody.js'
import type { WorldChain } from '../chains/startChains.js'
import { testAccounts } from '../chains/testAccounts.js'
import { closeServer, listenLocal } from '../http/listenLocal.js'
import { serveSafely } from '../http/serveSafely.js'
import { createTestWallet } from '../wallets/eip155/createTestWallet.js'
import type { TestWallet } from '../wallets/eip155/TestWallet.js'

/** The account Coinbase's stand-in holds (anvil's test account 7, used by no other world wallet by default). */
export const coinbaseTestAccount = testAccounts[7]!

const popupPage = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8"><title>Coinbase Wallet (world)</title></head>
  <body>
    <h1>Coinbase Wallet (world stand-in)</h1>
    <p id="request">Waiting for the app…</p>
    <p id="decision" hidden><button id="approve">Approve</button> <button id="reject">Reject</button></p>
    <script type="module" src="./connect.js"></script>
  </body>
</html>`

const requestSchema = z.object({
  method: z.string(),
  params: z.optional(z.unknown()),
  chainId: z.optional(z.number()),
})

let script: Promise<string> | undefined
const bundlePopup = () => {
  script ??= build({
    entryPoints: [fileURLToPath(new URL('./keysPopup.ts', import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
  }).then((result) => result.outputFiles[0]!.text)
  script.catch(() => {
    script = undefined
  })
  return script
}

export interface CoinbaseKeys {
  /** The popup page: what the app passes as the Coinbase connector's `keysUrl`. */
  url: string
  /** Forgets the sites it connected (a fresh wallet on the first chain). */
  reset(): void
  stop(): Promise<void>
}

/**
 * The world's stand-in for Coinbase's popup site (keys.coinbase.com), on an origin of its own: `/connect` is the
 * popup page (keysPopup.ts), `/rpc` the wallet behind it, a test wallet in Node with `coinbaseTestAccount`'s key that
 * sends to the world's chains. Only the popup page itself calls `/rpc` (same origin: no CORS).
 */
export async function startCoinbaseKeys(options: {
  chains: readonly WorldChain[]
  port?: number
}): Promise<CoinbaseKeys> {
  const chains = options.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl }))
  const makeWallet = () => createTestWallet({ chains, privateKeys: [coinbaseTestAccount.privateKey], mode: 'approve' })
  let wallet: TestWallet = makeWallet()
  const rpcUrls = Object.fromEntries(chains.map((chain) => [chain.chainId, chain.rpcUrl]))
  let origin = ''
  const server = createServer(
    serveSafely('coinbase-keys', async (request, response) => {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
      if (request.method === 'GET' && path === '/connect')
        return response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(popupPage)
      if (request.method === 'GET' && path === '/connect.js')
        return response.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' }).end(await bundlePopup())
      if (request.method !== 'POST' || path !== '/rpc') return response.writeHead(404).end()
      // Only the popup page (this origin) may ask the wallet: another page's request is refused unread.
      if (request.headers.origin !== origin) return response.writeHead(403).end()
      const parsed = requestSchema.safeParse(parseJsonBody(await readBody(request)))
      if (!parsed.success)
        return response.writeHead(400, { 'content-type': 'text/plain' }).end(z.prettifyError(parsed.error))
      const { method, params, chainId } = parsed.data
      if (chainId !== undefined && chainId !== wallet.chainId && rpcUrls[chainId]) wallet.switchChain(chainId)
      const result = await wallet.provider.request({ method, params }).then(
        (value) => ({ value }),
        (error: { code?: number; message?: string }) => ({
          error: { code: error.code ?? -32603, message: error.message ?? 'Internal error' },
        }),
      )
      // `data.chains` tells the SDK each chain's RPC (it switches among them without the popup).
      const body = JSON.stringify({ result, data: { chains: rpcUrls } })
      response.writeHead(200, { 'content-type': 'application/json' }).end(body)
    }),
  )
  const port = await listenLocal(server, options.port)
  origin = `http://127.0.0.1:${port}`
  void bundlePopup().catch(() => undefined)
  return {
    url: `${origin}/connect`,
    reset: () => {
      wallet = makeWallet()
    },
    stop: () => closeServer(server),
  }
}
