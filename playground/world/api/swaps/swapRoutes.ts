import { erc20Abi, maxUint256 } from 'viem'
import * as z from 'zod/mini'
import { caip10, parseCaip10, parseEip155Network } from '../chain/caip.js'
import type { ChainAccess } from '../chain/createChainAccess.js'
import { tokenIconUrl } from '../chain/worldTokens.js'
import { parseQuery } from '../http/parseInput.js'
import { json, RequestError } from '../http/replies.js'
import type { Route } from '../http/types.js'
import { quoteSwap, resolveToken } from './resolveToken.js'

const integer = z.string().check(z.regex(/^\d+$/, 'Expected an integer string'))
const chainQuery = z.object({ chainId: z.string() })
/** SPEC §7: a quote names the gas price (wei, from the gas-price call) it is asked at. */
const quoteQuery = z.object({
  amount: integer,
  from: z.string(),
  to: z.string(),
  userAddress: z.optional(z.string()),
  gasPrice: integer,
})
const allowanceQuery = z.object({ tokenAddress: z.string(), userAddress: z.string() })

/** Tokens, quotes, allowance and gas price of SERVICES.md §1.4, read from the world's chains. */
export function swapRoutes(access: ChainAccess): Route[] {
  const networkOf = (chainId: string) => {
    parseEip155Network(chainId, 'chainId')
    const network = access.network(chainId)
    if (!network) throw new RequestError('chainId', `Network not supported: ${chainId}`)
    return network
  }
  return [
    {
      method: 'GET',
      path: '/v1/convert/tokens',
      handle: (request) => {
        const network = networkOf(parseQuery(request, chainQuery).chainId)
        const tokens = network.tokens.map((token) => ({
          name: token.name,
          symbol: token.symbol,
          address: caip10(network.caipNetworkId, token.address),
          decimals: token.decimals,
          logoUri: tokenIconUrl(request.baseUrl, token.symbol),
          eip2612: false,
        }))
        return json({ tokens })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/quotes',
      handle: async (request) => {
        const query = parseQuery(request, quoteQuery)
        const from = resolveToken(access, query.from, 'from')
        const to = resolveToken(access, query.to, 'to')
        if (from.network !== to.network) throw new RequestError('to', 'Tokens are on different networks')
        const out = await quoteSwap(from.network, from.token, to.token, BigInt(query.amount))
        const quote = {
          id: null,
          fromAmount: query.amount,
          fromAccount: query.from,
          toAmount: String(out),
          toAccount: query.to,
        }
        return json({ quotes: [quote] })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/allowance',
      handle: async (request) => {
        const query = parseQuery(request, allowanceQuery)
        const { network, token } = resolveToken(access, query.tokenAddress, 'tokenAddress')
        const owner = parseCaip10(query.userAddress, 'userAddress').address
        const allowance = token.native
          ? maxUint256
          : await network.client.readContract({
              address: token.address,
              abi: erc20Abi,
              functionName: 'allowance',
              args: [owner, network.router],
            })
        return json({ allowance: String(allowance) })
      },
    },
    {
      method: 'GET',
      path: '/v1/convert/gas-price',
      handle: async (request) => {
        const network = networkOf(parseQuery(request, chainQuery).chainId)
        const price = await network.client.getGasPrice()
        return json({ standard: String(price), fast: String((price * 5n) / 4n), instant: String((price * 3n) / 2n) })
      },
    },
  ]
}
