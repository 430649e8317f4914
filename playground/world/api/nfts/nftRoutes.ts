import * as z from 'zod/mini'
import { worldNftCollection } from '../../chains/tokens.js'
import { parseAddress } from '../chain/caip.js'
import type { ChainAccess } from '../chain/createChainAccess.js'
import type { ChainIndexes } from '../history/createChainIndexes.js'
import { parseBody, parseQuery } from '../http/parseInput.js'
import { json, RequestError, svg } from '../http/replies.js'
import type { Route } from '../http/types.js'
import { svgBadge } from '../images/svgBadge.js'
import { listNfts } from './listNfts.js'
import { sendSpamNft } from './sendSpamNft.js'

const nftsQuery = z.object({ chainId: z.optional(z.string()) })
const spamBody = z.object({ address: z.string(), chainId: z.optional(z.string()) })

/**
 * The account's NFTs, read from the indexed chains (spam included, flagged: the client hides it), each
 * NFT's image, and `POST /__world/nft-spam` ({ address, chainId? }, default eip155:1): one spam NFT minted
 * to the address.
 */
export function nftRoutes(access: ChainAccess, indexes: ChainIndexes): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/account/:address/nfts',
      handle: async (request) => {
        const owner = parseAddress(request.params.address ?? '', 'address')
        const { chainId } = parseQuery(request, nftsQuery)
        const chosen = [...indexes].filter(([id]) => !chainId || id === chainId)
        const all = (await Promise.all(chosen.map(([, index]) => index.transactions()))).flat()
        return json({ data: listNfts(all, owner, request.baseUrl), next: null })
      },
    },
    {
      method: 'GET',
      path: '/__world/nft-images/:collection/:file',
      params: 'none',
      handle: ({ params }) => {
        const collection = worldNftCollection(params.collection ?? '')
        const tokenId = /^(\d{1,20})\.svg$/.exec(params.file ?? '')?.[1]
        if (!collection || !tokenId) throw new RequestError('file', 'No such NFT image', 404)
        return svg(svgBadge(`${collection.name} #${tokenId}`, `${collection.address}:${tokenId}`, `#${tokenId}`))
      },
    },
    {
      method: 'POST',
      path: '/__world/nft-spam',
      params: 'none',
      handle: async (request) => {
        const body = await parseBody(request, spamBody)
        const to = parseAddress(body.address, 'address')
        const network = access.network(body.chainId ?? 'eip155:1')
        if (!network) throw new RequestError('chainId', 'Not a world chain')
        return json({ hash: await sendSpamNft(network, to) })
      },
    },
  ]
}
