// The world's Bitcoin regtest node, as an Esplora-style HTTP service (esploraRoutes.ts) over a UTXO ledger
// (createUtxoLedger.ts): the test accounts start funded, and a broadcast transaction is checked with
// bitcoinjs-lib (checkTransaction.ts) before it is mined. CORS is open, so apps in the browser read it directly.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readBody } from '../api/http/readBody.js'
import { RequestError } from '../api/http/replies.js'
import { serveSafely } from '../http/serveSafely.js'
import { createUtxoLedger, type UtxoLedger } from './createUtxoLedger.js'
import { type EsploraAnswer, esploraRoute } from './esploraRoutes.js'
import { BITCOIN_REGTEST_CAIP_NETWORK_ID } from './regtest.js'

export interface StartBitcoinOptions {
  /** Default: a free port. */
  port?: number
}

export interface BitcoinRuntime {
  /** The Esplora API's base URL (no trailing slash). */
  url: string
  caipNetworkId: typeof BITCOIN_REGTEST_CAIP_NETWORK_ID
  ledger: UtxoLedger
  /** Back to the seeded state. */
  reset(): void
  stop(): Promise<void>
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type',
  'access-control-max-age': '86400',
}

export async function startBitcoin(options: StartBitcoinOptions = {}): Promise<BitcoinRuntime> {
  const ledger = createUtxoLedger()
  const onRequest = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    const path = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/^\/api(?=\/)/, '')
    let answer: EsploraAnswer
    try {
      const body = request.method === 'POST' ? await readBody(request) : ''
      answer = esploraRoute(ledger, request.method ?? 'GET', path, body)
    } catch (error) {
      // a refusal (400, 413) keeps the CORS headers, so a page can read why
      if (!(error instanceof RequestError)) throw error
      answer = { status: error.status, text: `${error.field}: ${error.description}` }
    }
    if ('json' in answer)
      return void response
        .writeHead(answer.status, { ...cors, 'content-type': 'application/json' })
        .end(JSON.stringify(answer.json))
    response.writeHead(answer.status, { ...cors, 'content-type': 'text/plain; charset=utf-8' }).end(answer.text)
  }
  const server = createServer(serveSafely('bitcoin', onRequest))
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    caipNetworkId: BITCOIN_REGTEST_CAIP_NETWORK_ID,
    ledger,
    reset: () => ledger.reset(),
    async stop() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
