import { type CaipNetworkId, cacheLifetimes, type PluginContext, type TokenBalance, type TtlCache } from 'foyer'
import { foyerError, wrapError } from 'foyer/kit'
import * as z from 'zod/mini'
import { balancesKey } from '../balancesKey.js'
import { type Balance, balancesSchema } from '../schemas.js'

type Context = Pick<PluginContext, 'api' | 'adapters' | 'networks' | 'storage' | 'cache' | 'supportedChains' | 'logger'>

const tokenBalanceSchema = z.object({
  name: z.string(),
  chainId: z.string(),
  symbol: z.string(),
  quantity: z.object({ decimals: z.string(), numeric: z.string() }),
  address: z.optional(z.string()),
  iconUrl: z.string(),
  price: z.number(),
  value: z.optional(z.number()),
})

/** SPEC §5: tokens with zero decimals are filtered out of balances. */
export const withoutZeroDecimals = (balances: TokenBalance[]) =>
  balances.filter((balance) => balance.quantity.decimals !== '0')

const fromApi = (balance: Balance, networkId: CaipNetworkId): TokenBalance => ({
  ...balance,
  chainId: (balance.chainId ?? networkId) as CaipNetworkId,
  address: balance.address as TokenBalance['address'],
})

export interface TokenBalancesQuery {
  address: string
  networkId: CaipNetworkId
  connectorId?: string
  /** A read after the balances changed: the data API is asked anew, never answered by a request begun before. */
  fresh?: boolean
  /** After a send or a swap, the CAIP-10 addresses of the tokens that moved: the data API refreshes them first. */
  forceUpdate?: string[]
}

/**
 * The token balances of an account on a network, through the query cache: fresh 30 s and kept in the stored
 * portfolio cache (SPEC §9); else as the wallet lists them (the adapter's `walletTokenBalances`: eip155's
 * `wallet_getAssets` where the wallet reports asset discovery), else from the data API. An unsupported network or
 * any failure is 'Token Balance Unavailable'.
 */
export function fetchTokenBalances(context: Context, query: TokenBalancesQuery): Promise<TokenBalance[]> {
  const { address, networkId, fresh } = query
  const stored = context.storage.cache('portfolioCache', cacheLifetimes.portfolio, z.array(tokenBalanceSchema))
  return context.cache
    .fetch(balancesKey(networkId, address, 'tokens'), () => loadTokenBalances(context, query), {
      staleTime: cacheLifetimes.portfolio,
      stored: { cache: stored as TtlCache<TokenBalance[]>, id: `${networkId}:${address}` },
      fresh,
    })
    .then(withoutZeroDecimals)
}

async function loadTokenBalances(context: Context, query: TokenBalancesQuery) {
  const { address, networkId, connectorId, fresh, forceUpdate } = query
  try {
    const network = context.networks.find(networkId)
    // The wallet's own list where its adapter reads one (eip155: ERC-7811 assets), else the data API's.
    let balances =
      connectorId && network && context.adapters.has(network.chainNamespace, 'walletTokenBalances')
        ? await context.adapters.capability(
            network.chainNamespace,
            'walletTokenBalances',
          )({
            connectorId,
            address,
            network,
          })
        : undefined
    if (!balances) {
      if (!(await context.supportedChains.has(networkId)))
        throw foyerError('TOKEN_BALANCE_UNAVAILABLE', {}, { details: `${networkId} is not supported` })
      const answer = await context.api.api.get({
        path: `/v1/account/${address}/balance`,
        query: { currency: 'usd', chainId: networkId, forceUpdate: forceUpdate?.join(',') || undefined },
        schema: balancesSchema,
        fresh,
      })
      balances = answer.balances.map((balance) => fromApi(balance, networkId))
    }
    return withoutZeroDecimals(balances)
  } catch (error) {
    throw wrapError(error, 'TOKEN_BALANCE_UNAVAILABLE')
  }
}
