import * as z from 'zod/mini'
import type { Transaction } from '../../../../plugins/activity/schemas.js'
import { parseAddress } from '../chain/caip.js'
import { parseQuery } from '../http/parseInput.js'
import { json, RequestError } from '../http/replies.js'
import type { Route } from '../http/types.js'
import { coinbaseHistory } from '../onramp/coinbaseHistory.js'
import type { Checkouts } from '../onramp/createCheckouts.js'
import type { IndexedTransaction } from './createChainIndex.js'
import type { ChainIndexes } from './createChainIndexes.js'
import { describeTransaction } from './describeTransaction.js'

export const historyPageSize = 20

const historyQuery = z.object({
  cursor: z.optional(z.string()),
  chainId: z.optional(z.string()),
  currency: z.optional(z.string()),
})

/** Newest first: by time, then chain, block and position; the cursor is the key of a page's last entry. */
type Key = [timestamp: number, chain: string, block: bigint, index: number]
const keyOf = (tx: IndexedTransaction): Key => [tx.timestamp, tx.caipNetworkId, tx.blockNumber, tx.index]
const newerFirst = (a: Key, b: Key) =>
  b[0] - a[0] || (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0) || Number(b[2] - a[2]) || b[3] - a[3]

const encodeCursor = (key: Key) =>
  Buffer.from(JSON.stringify([key[0], key[1], String(key[2]), key[3]])).toString('base64url')

function decodeCursor(cursor: string): Key {
  try {
    const [timestamp, chain, block, index] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'))
    if (typeof timestamp === 'number' && typeof chain === 'string' && typeof index === 'number')
      return [timestamp, chain, BigInt(block), index]
  } catch {}
  throw new RequestError('cursor', 'Invalid cursor')
}

/**
 * GET /v1/account/{address}/history: indexed from the chains' blocks on request, paged by cursor; with `onramp`, the
 * Coinbase purchases of the world's checkouts instead.
 */
export function historyRoutes(indexes: ChainIndexes, checkouts: Checkouts): Route[] {
  return [
    {
      method: 'GET',
      path: '/v1/account/:address/history',
      handle: async (request) => {
        if (request.query.has('onramp')) return coinbaseHistory(request, checkouts)
        const owner = parseAddress(request.params.address ?? '', 'address')
        const query = parseQuery(request, historyQuery)
        const after = query.cursor ? decodeCursor(query.cursor) : undefined
        const chosen = [...indexes].filter(([id]) => !query.chainId || id === query.chainId)
        const all = (await Promise.all(chosen.map(([, index]) => index.transactions()))).flat()
        const entries: { key: Key; transaction: Transaction }[] = []
        for (const tx of all) {
          const key = keyOf(tx)
          if (after && newerFirst(after, key) >= 0) continue
          const transaction = describeTransaction(tx, owner, request.baseUrl)
          if (transaction) entries.push({ key, transaction })
        }
        entries.sort((a, b) => newerFirst(a.key, b.key))
        const page = entries.slice(0, historyPageSize)
        const last = page[page.length - 1]
        const next = entries.length > historyPageSize && last ? encodeCursor(last.key) : null
        return json({ data: page.map((entry) => entry.transaction), next })
      },
    },
  ]
}
