// The world's Polkadot dev chain as a Substrate JSON-RPC endpoint over HTTP (what @polkadot/api's HttpProvider
// speaks; it has no subscriptions, so @polkadot/api reads storage with state_getStorage). The ledger holds the
// test accounts' free balances (polkadotDevSeed); tests may set others.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { readBody } from '../api/http/readBody.js'
import { RequestError } from '../api/http/replies.js'
import { closeServer, listenLocal } from '../http/listenLocal.js'
import { serveSafely } from '../http/serveSafely.js'
import { createSubstrateRpc } from './createSubstrateRpc.js'
import { POLKADOT_DEV_CAIP_NETWORK_ID, POLKADOT_DEV_GENESIS_HASH, polkadotDevSeed } from './polkadotDevChain.js'
import { type AccountBalance, createSubstrateState } from './substrateState.js'

export interface SubstrateRpc {
  rpcUrl: string
  genesisHash: string
  caipNetworkId: string
  /** Sets an address's free balance (tests); `reset` brings back the seed. */
  setBalance(address: string, balance: AccountBalance): void
  reset(): void
  stop(): Promise<void>
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept',
}

export async function startSubstrateRpc(options: { port?: number } = {}): Promise<SubstrateRpc> {
  const state = createSubstrateState()
  const seeded = () =>
    new Map(
      Object.entries(polkadotDevSeed).map(([address, free]) => [
        state.accountKey(address),
        state.accountValue({ free }),
      ]),
    )
  let storage = seeded()
  const handle = createSubstrateRpc(state, () => storage)

  const answer = (body: unknown) => {
    const { id = null, method, params } = (body ?? {}) as { id?: unknown; method?: unknown; params?: unknown }
    if (typeof method !== 'string') return { jsonrpc: '2.0', id, error: { code: -32600, message: 'Invalid Request' } }
    return { jsonrpc: '2.0', id, ...handle(method, params) }
  }
  const onRequest = async (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    if (request.method !== 'POST') return void response.writeHead(405, cors).end()
    let body: unknown
    try {
      body = JSON.parse(await readBody(request))
    } catch (error) {
      if (error instanceof RequestError) throw error // too large: serveSafely answers its status
      body = undefined
    }
    const reply =
      body === undefined
        ? { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } }
        : Array.isArray(body)
          ? body.map(answer)
          : answer(body)
    response.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(reply))
  }

  const server = createServer(serveSafely('substrate', onRequest))
  server.keepAliveTimeout = 1000
  const port = await listenLocal(server, options.port)
  return {
    rpcUrl: `http://127.0.0.1:${port}`,
    genesisHash: POLKADOT_DEV_GENESIS_HASH,
    caipNetworkId: POLKADOT_DEV_CAIP_NETWORK_ID,
    setBalance(address, balance) {
      storage.set(state.accountKey(address), state.accountValue(balance))
    },
    reset() {
      storage = seeded()
    },
    stop: () => closeServer(server),
  }
}
