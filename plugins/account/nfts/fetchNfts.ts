import { cacheLifetimes, FoyerError, type PluginContext } from 'foyer'
import { balancesKey } from '../balancesKey.js'
import { type Nft, nftsSchema } from './nftsSchema.js'

type Context = Pick<PluginContext, 'api' | 'supportedChains' | 'cache'>

/**
 * The NFTs an eip155 account holds on a network, spam hidden (as the history hides spam transactions), through the
 * query cache (fresh as long as the portfolio, invalidated with the balances). None on a network the data API does
 * not serve or of another namespace; a failure or a malformed answer is NFTS_UNAVAILABLE.
 */
export function fetchNfts(
  context: Context,
  { address, networkId }: { address: string; networkId: string },
): Promise<Nft[]> {
  if (!networkId.startsWith('eip155:')) return Promise.resolve([])
  return context.cache.fetch(balancesKey(networkId, address, 'nfts'), () => loadNfts(context, address, networkId), {
    staleTime: cacheLifetimes.portfolio,
  })
}

async function loadNfts(context: Context, address: string, networkId: string): Promise<Nft[]> {
  try {
    if (!(await context.supportedChains.has(networkId))) return []
    const answer = await context.api.api.get({
      path: `/v1/account/${address}/nfts`,
      query: { chainId: networkId },
      schema: nftsSchema,
    })
    return answer.data.filter((nft) => !nft.flags.is_spam)
  } catch (error) {
    throw new FoyerError('NFTs could not be loaded', { code: 'NFTS_UNAVAILABLE', cause: error })
  }
}
