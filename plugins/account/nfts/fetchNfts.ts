import type { PluginContext } from 'foyer'
import { FoyerError } from 'foyer'
import { type Nft, nftsSchema } from './nftsSchema.js'

/**
 * The NFTs an eip155 account holds on a network, spam hidden (as the history hides spam transactions). None on a
 * network the data API does not serve or of another namespace; a failure or a malformed answer is NFTS_UNAVAILABLE.
 */
export async function fetchNfts(
  context: Pick<PluginContext, 'api' | 'supportedChains'>,
  { address, networkId }: { address: string; networkId: string },
): Promise<Nft[]> {
  if (!networkId.startsWith('eip155:')) return []
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
