// The world's Cosmos dev chain as its REST (LCD) API, the part a wallet modal reads: bank balances per address,
// from a ledger seeded with the test accounts (cosmosLocalChain.ts), and the node info naming the chain. Answers
// are the Cosmos SDK's shapes; an address that is not bech32 is refused as the SDK does (400, code 3).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { fromBech32 } from '@cosmjs/encoding'
import { serveSafely } from '../http/serveSafely.js'
import { closeServer, listenLocal } from '../http/listenLocal.js'
import { COSMOS_LOCAL_CHAIN_ID, cosmosLocalSeed } from './cosmosLocalChain.js'

export interface CosmosRest {
  /** The REST URL (what a Cosmos network's `rpcUrls.default.http[0]` names). */
  restUrl: string
  chainId: string
  /** Sets an address's amount of a denom (tests); `reset` brings back the seed. */
  setBalance(address: string, denom: string, amount: bigint): void
  reset(): void
  stop(): Promise<void>
}

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, OPTIONS',
  'access-control-allow-headers': 'content-type',
}

const isBech32 = (address: string) => {
  try {
    return fromBech32(address, 90).data.length === 20
  } catch {
    return false
  }
}

export async function startCosmosRest(options: { port?: number } = {}): Promise<CosmosRest> {
  const seeded = () =>
    new Map(Object.entries(cosmosLocalSeed).map(([address, coins]) => [address, new Map(Object.entries(coins))]))
  let ledger = seeded()
  const reply = (response: ServerResponse, status: number, body: unknown) =>
    response.writeHead(status, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify(body))

  const onRequest = (request: IncomingMessage, response: ServerResponse) => {
    if (request.method === 'OPTIONS') return void response.writeHead(204, cors).end()
    if (request.method !== 'GET') return reply(response, 405, { code: 12, message: 'Not Implemented', details: [] })
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    if (path === '/cosmos/base/tendermint/v1beta1/node_info')
      return reply(response, 200, {
        default_node_info: { network: COSMOS_LOCAL_CHAIN_ID },
        application_version: { name: 'foyer-world' },
      })
    const balance = /^\/cosmos\/bank\/v1beta1\/balances\/([^/]+)$/.exec(path)
    if (!balance) return reply(response, 501, { code: 12, message: 'Not Implemented', details: [] })
    const address = decodeURIComponent(balance[1]!)
    if (!isBech32(address))
      return reply(response, 400, { code: 3, message: `invalid address: ${address}`, details: [] })
    const coins = [...(ledger.get(address) ?? new Map<string, bigint>())]
      .filter(([, amount]) => amount > 0n)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([denom, amount]) => ({ denom, amount: amount.toString() }))
    return reply(response, 200, { balances: coins, pagination: { next_key: null, total: String(coins.length) } })
  }

  const server = createServer(serveSafely('cosmos', onRequest))
  server.keepAliveTimeout = 1000
  const port = await listenLocal(server, options.port)
  return {
    restUrl: `http://127.0.0.1:${port}`,
    chainId: COSMOS_LOCAL_CHAIN_ID,
    setBalance(address, denom, amount) {
      const coins = ledger.get(address) ?? new Map<string, bigint>()
      coins.set(denom, amount)
      ledger.set(address, coins)
    },
    reset() {
      ledger = seeded()
    },
    stop: () => closeServer(server),
  }
}
