import { type CaipNetworkId, cacheLifetimes, type PluginContext, type TokenBalance } from 'foyer'
import { foyerError, wrapError } from 'foyer/kit'
import * as z from 'zod/mini'
import { type Balance, balancesSchema } from '../schemas.js'
import { balancesFromAssets, walletAssetsSchema } from './walletAssets.js'

type Context = Pick<PluginContext, 'api' | 'adapters' | 'storage' | 'supportedChains' | 'logger'>

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

/** Whether the wallet says it can list assets itself on this chain (ERC-7811 `assetDiscovery`). */
async function walletDiscoversAssets(context: Context, connectorId: string, address: string, hexChainId: string) {
  if (!context.adapters.has('eip155', 'getCapabilities') || !context.adapters.has('eip155', 'getAssets')) return false
  const capabilities = await context.adapters
    .capability(
      'eip155',
      'getCapabilities',
    )({ connectorId, address })
    .catch(() => ({}) as Record<string, unknown>)
  const chain = capabilities[hexChainId] as { assetDiscovery?: { supported?: unknown } } | undefined
  return chain?.assetDiscovery?.supported === true
}

export interface TokenBalancesQuery {
  address: string
  networkId: CaipNetworkId
  connectorId?: string
  /** A read after the balances changed: the data API is asked anew, never answered by a request begun before. */
  fresh?: boolean
}

/**
 * The token balances of an account on a network: from the cache (30 s) when fresh, else from the wallet's
 * `wallet_getAssets` when its capabilities report asset discovery, else from the data API. An unsupported
 * network or any failure is 'Token Balance Unavailable'.
 */
export async function fetchTokenBalances(
  context: Context,
  { address, networkId, connectorId, fresh }: TokenBalancesQuery,
) {
  const cache = context.storage.cache('portfolioCache', cacheLifetimes.portfolio, z.array(tokenBalanceSchema))
  const key = `${networkId}:${address}`
  const cached = cache.get(key)
  if (cached) return withoutZeroDecimals(cached as TokenBalance[])
  try {
    let balances: TokenBalance[] | undefined
    const [namespace, reference = ''] = networkId.split(':')
    const hexChainId = `0x${Number(reference).toString(16)}`
    if (
      namespace === 'eip155' &&
      connectorId &&
      (await walletDiscoversAssets(context, connectorId, address, hexChainId))
    ) {
      const answer = walletAssetsSchema.safeParse(
        await context.adapters.capability('eip155', 'getAssets')({ connectorId, address }),
      )
      if (answer.success) balances = balancesFromAssets(answer.data, networkId)
      else context.logger.warn('wallet_getAssets answered entries that fail their checks; using the data API')
    }
    if (!balances) {
      if (!(await context.supportedChains.has(networkId)))
        throw foyerError('TOKEN_BALANCE_UNAVAILABLE', {}, { details: `${networkId} is not supported` })
      const answer = await context.api.api.get({
        path: `/v1/account/${address}/balance`,
        query: { currency: 'usd', chainId: networkId },
        schema: balancesSchema,
        fresh,
      })
      balances = answer.balances.map((balance) => fromApi(balance, networkId))
    }
    const kept = withoutZeroDecimals(balances)
    cache.set(key, kept)
    return kept
  } catch (error) {
    throw wrapError(error, 'TOKEN_BALANCE_UNAVAILABLE')
  }
}
