import { formatUnits } from 'viem'
import type { Transfer } from '../../../../plugins/activity/schemas.js'
import { priceOf, tokenIconUrl } from '../chain/worldTokens.js'
import { nftImageUrl } from '../nfts/nftImageUrl.js'
import type { IndexedTransfer } from './createChainIndex.js'

/** One transfer as the history route reports it (SERVICES.md §1.3): `fungible_info` or `nft_info`. */
export function describeTransfer(
  transfer: IndexedTransfer,
  direction: Transfer['direction'],
  baseUrl: string,
): Transfer {
  if (transfer.nft) {
    const { collection, tokenId } = transfer.nft
    const url = nftImageUrl(baseUrl, collection.address, tokenId)
    return {
      fungible_info: null,
      nft_info: {
        name: `${collection.name} #${tokenId}`,
        content: { preview: { url }, detail: { url } },
        flags: { is_spam: collection.spam },
      },
      direction,
      quantity: { numeric: '1' },
      value: null,
      price: null,
    }
  }
  const token = transfer.token!
  const numeric = formatUnits(transfer.amount, token.decimals)
  const price = priceOf(token.symbol)
  return {
    fungible_info: { name: token.name, symbol: token.symbol, icon: { url: tokenIconUrl(baseUrl, token.symbol) } },
    nft_info: null,
    direction,
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  }
}
