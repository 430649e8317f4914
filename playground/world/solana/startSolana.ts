// The world's Solana localnet: litesvm behind a JSON-RPC front over HTTP, and the subscriptions over WebSocket,
// for @solana/web3.js 1.98 clients. As solana-test-validator does, the WebSocket listens on the HTTP port + 1
// (web3.js derives that when no `wsEndpoint` is given); it also accepts upgrades on the HTTP port itself.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { readBody } from '../api/http/readBody.js'
import { RequestError } from '../api/http/replies.js'
import { serveSafely } from '../http/serveSafely.js'
import { createLedger } from './createLedger.js'
import { SOLANA_CAIP_NETWORK_ID, SOLANA_GENESIS_HASH, SOLANA_SEED, SOLANA_USDC } from './localnet.js'
import { associatedTokenAddress } from './programAddress.js'
import { callMethod, createRpcHandler, type JsonRpcRequest } from './rpc/createRpcHandler.js'
import { createSubscriptions } from './rpc/createSubscriptions.js'
import { type SolanaTestAccount, solanaTestAccounts } from './solanaTestAccounts.js'

export interface StartSolanaOptions {
  /** The HTTP port (the WebSocket takes port + 1); default a free pair. */
  port?: number
}

export interface SolanaRuntime {
  rpcUrl: string
  wsUrl: string
  genesisHash: string
  /** `solana:` + the genesis hash's first 32 characters. */
  caipNetworkId: string
  /** Ten funded accounts (1,000 SOL each); 0..4 also hold 10,000 USDC. */
  accounts: readonly SolanaTestAccount[]
  mint: typeof SOLANA_USDC & { tokenAccounts: Record<string, string> }
  /** Back to the seeded state: balances, slot 1, no history. Open subscriptions stay. */
  reset(): void
  stop(): Promise<void>
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, GET, OPTIONS',
  'access-control-allow-headers': 'content-type, solana-client',
  'access-control-max-age': '86400',
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject)
      resolve((server.address() as AddressInfo).port)
    })
  })
}

const close = (server: Server) => new Promise<void>((resolve) => server.close(() => resolve()))

/** Binds the HTTP port and port + 1; with no port given, retries a few free ports until both are free. */
async function bindPair(http: Server, ws: Server, port: number | undefined) {
  for (let attempt = 0; ; attempt++) {
    const httpPort = await listen(http, port ?? 0)
    try {
      await listen(ws, httpPort + 1)
      return httpPort
    } catch (error) {
      await close(http)
      if (port !== undefined || attempt >= 8) throw error
    }
  }
}

export async function startSolana(options: StartSolanaOptions = {}): Promise<SolanaRuntime> {
  const ledger = createLedger()
  const handle = createRpcHandler(ledger)
  let nextSubscription = 0
  const sockets = new Set<ReturnType<typeof createSubscriptions>>()
  ledger.onLanded((record) => {
    for (const socket of sockets) socket.changed(record)
  })

  const onRequest = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    if (request.method === 'GET' && request.url === '/health') return void response.writeHead(200, cors).end('ok')
    if (request.method !== 'POST') return void response.writeHead(405, cors).end()
    let text: string
    try {
      text = await readBody(request)
    } catch (error) {
      if (!(error instanceof RequestError)) throw error
      return void response.writeHead(error.status, { ...cors, connection: 'close' }).end(error.description)
    }
    response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(handle(text)))
  }
  const wss = new WebSocketServer({ noServer: true })
  wss.on('connection', (socket) => {
    const send = (message: unknown) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message))
    const subscriptions = createSubscriptions(ledger, () => ++nextSubscription, send)
    sockets.add(subscriptions)
    socket.on('close', () => sockets.delete(subscriptions))
    socket.on('error', () => socket.terminate()) // a malformed frame: drop this socket, keep the server
    socket.on('message', (data) => {
      let request: JsonRpcRequest
      try {
        request = JSON.parse(String(data))
      } catch {
        return send({ jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
      }
      if (request?.id === undefined) return // notifications (web3.js pings every 5 s) need no answer
      send(callMethod((method) => (params) => subscriptions.handle(method, params), request))
    })
  })
  const upgrade = (server: Server) =>
    server.on('upgrade', (request, socket, head) =>
      wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request)),
    )
  const http = createServer(serveSafely('solana', onRequest))
  const wsHttp = createServer((_request, response) => response.writeHead(426, cors).end())
  upgrade(http)
  upgrade(wsHttp)
  http.keepAliveTimeout = 1000
  const port = await bindPair(http, wsHttp, options.port)

  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port + 1}`,
    genesisHash: SOLANA_GENESIS_HASH,
    caipNetworkId: SOLANA_CAIP_NETWORK_ID,
    accounts: solanaTestAccounts,
    mint: {
      ...SOLANA_USDC,
      tokenAccounts: Object.fromEntries(
        solanaTestAccounts
          .slice(0, SOLANA_SEED.usdcAccounts)
          .map(({ address }) => [address, associatedTokenAddress(address, SOLANA_USDC.mint)]),
      ),
    },
    reset() {
      ledger.reset()
      for (const socket of sockets) socket.changed()
    },
    async stop() {
      // A normal closure (1000): web3.js clients then stay closed instead of reconnecting forever.
      for (const client of wss.clients) client.close(1000, 'server stopped')
      http.closeAllConnections()
      wsHttp.closeAllConnections()
      await Promise.all([close(http), close(wsHttp)])
    },
  }
}
