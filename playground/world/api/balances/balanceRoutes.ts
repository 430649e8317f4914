import * as z from 'zod/mini'
import { parseAddress, parseCaip10, parseSolanaOwner } from '../chain/caip.js'
import type { ChainAccess } from '../chain/createChainAccess.js'
import { priceOf, tokenIconUrl } from '../chain/worldTokens.js'
import { parseBody, parseQuery } from '../http/parseInput.js'
import { json, RequestError } from '../http/replies.js'
import type { Route } from '../http/types.js'
import { readBalances } from './readBalances.js'
import { readSolanaBalances } from './readSolanaBalances.js'

const balanceQuery = z.object({
  currency: z.optional(z.literal('usd')),
  chainId: z.optional(z.string()),
  forceUpdate: z.optional(z.string()),
})

const priceBody = z.object({
  currency: z.literal('usd'),
  addresses: z.array(z.string()),
  // SPEC §7: the body carries the project id.
  projectId: z.string(),
})

/**
 * SPEC §7's `forceUpdate`, sent after a send or a swap: the CAIP-10 addresses of the tokens that moved, on the
 * network asked for; anything else is a 400 naming the field.
 */
function checkForceUpdate(forceUpdate: string | undefined, chainId: string | undefined) {
  for (const entry of forceUpdate?.split(',') ?? []) {
    const token = parseCaip10(entry, 'forceUpdate')
    if (chainId && token.caipNetworkId !== chainId)
      throw new RequestError('forceUpdate', `${entry} is not on ${chainId}`)
  }
}

/**
 * GET /v1/supported-chains, GET /v1/account/{address}/balance (EVM addresses from the chains, Solana addresses from
 * the `solana:` extra networks), POST /v1/fungible/price.
 */
export function balanceRoutes(access: ChainAccess): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/supported-chains',
      handle: () => {
        const http = [...access.networks.map((network) => network.caipNetworkId)]
        const ws = [...http]
        for (const extra of access.extras) {
          http.push(extra.caipNetworkId)
          if (extra.wsUrl) ws.push(extra.caipNetworkId)
        }
        return { ...json({ http, ws }), headers: { 'cache-control': 'public, max-age=86400, s-maxage=86400' } }
      },
    },
    {
      method: 'GET',
      path: '/v1/account/:address/balance',
      handle: async (request) => {
        const query = parseQuery(request, balanceQuery)
        const solana = parseSolanaOwner(request.params.address ?? '')
        if (solana) {
          const chainId = query.chainId ?? solana.caipNetworkId
          const networks = access.extras.filter(
            (extra) => extra.caipNetworkId.startsWith('solana:') && (!chainId || extra.caipNetworkId === chainId),
          )
          const lists = await Promise.all(
            networks.map((network) => readSolanaBalances(network, solana.address, request.baseUrl)),
          )
          return json({ balances: lists.flat() })
        }
        const owner = parseAddress(request.params.address ?? '', 'address')
        checkForceUpdate(query.forceUpdate, query.chainId)
        const networks = query.chainId
          ? access.networks.filter((network) => network.caipNetworkId === query.chainId)
          : access.networks
        const lists = await Promise.all(networks.map((network) => readBalances(network, owner, request.baseUrl)))
        return json({ balances: lists.flat() })
      },
    },
    {
      method: 'POST',
      path: '/v1/fungible/price',
      handle: async (request) => {
        const body = await parseBody(request, priceBody)
        const fungibles = body.addresses.flatMap((address) => {
          const { caipNetworkId, address: plain } = parseCaip10(address, 'addresses')
          const network = access.network(caipNetworkId)
          const token = network && access.token(network, plain)
          if (!token) return []
          const price = priceOf(token.symbol)
          const iconUrl = tokenIconUrl(request.baseUrl, token.symbol)
          return [{ address, name: token.name, symbol: token.symbol, iconUrl, price, decimals: token.decimals }]
        })
        return json({ fungibles })
      },
    },
  ]
}
