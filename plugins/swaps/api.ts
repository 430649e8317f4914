import type { Network, PluginContext } from 'foyer'
import { assertSwapNetwork } from './rules/supportedNetworks.js'
import {
  allowanceSchema,
  approveTransactionSchema,
  fungiblePriceSchema,
  gasPriceSchema,
  swapQuotesSchema,
  swapTokensSchema,
  swapTransactionSchema,
} from './schemas.js'
import { swapErrors } from './swapErrors.js'

type Context = Pick<PluginContext, 'api' | 'options'>
const json = { 'Content-Type': 'application/json' }

/** A 4xx of the data API whose reason says no route: the quote the API refuses (SERVICES.md §1.4.2). */
function liquidityError(error: unknown): unknown {
  const reasons = (error as { body?: { reasons?: { description?: unknown }[] } }).body?.reasons
  const refused = Array.isArray(reasons) && reasons.some((reason) => /liquidity/i.test(String(reason?.description)))
  return refused ? swapErrors.insufficientLiquidity() : error
}

/**
 * The convert routes of the data API (SERVICES.md §1.4), each answer parsed by its schema. Gas-price and swap
 * calls are asked only for a supported network (SPEC §5); the others throw that network's text first. The bodies
 * of the price and build calls carry the project id (SPEC §7), as the query of every call does.
 */
export function swapApi(context: Context) {
  const api = context.api.api
  const { projectId } = context.options
  const gasPrice = (network: Network) => {
    assertSwapNetwork(network, 'gasPrice')
    return api.get({
      path: '/v1/convert/gas-price',
      query: { chainId: network.caipNetworkId },
      headers: json,
      schema: gasPriceSchema,
    })
  }
  return {
    tokens: (network: Network) =>
      api
        .get({ path: '/v1/convert/tokens', query: { chainId: network.caipNetworkId }, schema: swapTokensSchema })
        .then((answer) => answer.tokens),
    gasPrice,
    /** A quote at the network's standard gas price (SPEC §7: `gasPrice`, from the gas-price call). */
    quote: async (network: Network, query: { from: string; to: string; amount: bigint; userAddress: string }) => {
      assertSwapNetwork(network, 'swaps')
      const { standard } = await gasPrice(network)
      const answer = await api
        .get({
          path: '/v1/convert/quotes',
          query: { ...query, amount: String(query.amount), gasPrice: standard },
          headers: json,
          schema: swapQuotesSchema,
          retries: 0,
        })
        .catch((error: unknown) => {
          throw liquidityError(error)
        })
      const first = answer.quotes[0]
      if (!first || first.toAmount === '0') throw swapErrors.insufficientLiquidity()
      return BigInt(first.toAmount)
    },
    allowance: async (network: Network, query: { tokenAddress: string; userAddress: string }) => {
      assertSwapNetwork(network, 'swaps')
      const answer = await api.get({ path: '/v1/convert/allowance', query, headers: json, schema: allowanceSchema })
      return BigInt(answer.allowance)
    },
    /** The approval, for an unlimited allowance as AppKit asks (no amount): the next swaps of the token need none. */
    buildApprove: (network: Network, query: { from: string; to: string; userAddress: string }) => {
      assertSwapNetwork(network, 'swaps')
      return api
        .get({ path: '/v1/convert/build-approve', query, headers: json, schema: approveTransactionSchema })
        .then((answer) => answer.tx)
    },
    buildTransaction: (network: Network, body: { from: string; to: string; userAddress: string; amount: bigint }) => {
      assertSwapNetwork(network, 'swaps')
      return api
        .post({
          path: '/v1/convert/build-transaction',
          body: { ...body, amount: String(body.amount), eip155: { slippage: 1 }, projectId, disableEstimate: true },
          schema: swapTransactionSchema,
          retries: 0,
        })
        .catch((error: unknown) => {
          throw liquidityError(error)
        })
        .then((answer) => answer.tx)
    },
    /** Prices in USD by symbol, upper-cased (SERVICES.md §1.4.3: matched by symbol). */
    prices: async (addresses: string[]) => {
      const answer = await api.post({
        path: '/v1/fungible/price',
        body: { currency: 'usd', addresses, projectId },
        schema: fungiblePriceSchema,
      })
      return Object.fromEntries(answer.fungibles.map((entry) => [entry.symbol.toUpperCase(), entry.price]))
    },
  }
}

export type SwapApi = ReturnType<typeof swapApi>
