import { getAddress } from 'viem'
import type { Nft } from '../../../../plugins/account/nfts/nftsSchema.js'
import type { IndexedTransaction } from '../history/createChainIndex.js'
import { nftImageUrl } from './nftImageUrl.js'

/** The NFTs `owner` holds after every indexed transfer (oldest first), in the order they were received. */
export function listNfts(transactions: readonly IndexedTransaction[], owner: string, baseUrl: string): Nft[] {
  const holders = new Map<string, { holder: string; nft: Nft }>()
  for (const tx of transactions)
    for (const transfer of tx.transfers) {
      if (!transfer.nft || tx.status !== 'confirmed') continue
      const { collection, tokenId } = transfer.nft
      const key = `${tx.caipNetworkId}:${collection.address.toLowerCase()}:${tokenId}`
      const url = nftImageUrl(baseUrl, collection.address, tokenId)
      holders.delete(key)
      holders.set(key, {
        holder: transfer.to.toLowerCase(),
        nft: {
          id: key,
          chain: tx.caipNetworkId,
          name: `${collection.name} #${tokenId}`,
          token_id: String(tokenId),
          collection: { address: getAddress(collection.address), name: collection.name },
          content: { preview: { url } },
          flags: { is_spam: collection.spam },
        },
      })
    }
  const me = owner.toLowerCase()
  return [...holders.values()].filter((entry) => entry.holder === me).map((entry) => entry.nft)
}
