import { isAddress } from 'viem'
import * as z from 'zod/mini'
import { parseQuery } from '../http/parseInput.js'
import { json, RequestError } from '../http/replies.js'
import type { ApiReply, ApiRequest } from '../http/types.js'
import { coinbasePurchases } from './coinbasePurchases.js'
import type { Checkouts } from './createCheckouts.js'

const onrampQuery = z.object({
  onramp: z.string(),
  chainId: z.optional(z.string()),
  cursor: z.optional(z.string()),
  currency: z.optional(z.string()),
})

const solanaKey = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * GET /v1/account/{address}/history with `onramp` (SERVICES.md §1.3): the address's Coinbase purchases, all on one
 * page (`next` null; a cursor is not used). As the real server: the namespace is `chainId`'s (eip155 without one), an
 * address that is not one of that namespace is a 400 on `address`, and an `onramp` other than `coinbase`, or any on
 * a namespace other than eip155, a 400 on `provider`.
 */
export function coinbaseHistory(request: ApiRequest, checkouts: Checkouts): ApiReply {
  const query = parseQuery(request, onrampQuery)
  const address = request.params.address ?? ''
  const namespace = /^([-a-z0-9]{3,8}):[-_a-zA-Z0-9]{1,32}$/.exec(query.chainId ?? '')?.[1] ?? 'eip155'
  const valid =
    namespace === 'eip155'
      ? isAddress(address, { strict: false })
      : namespace !== 'solana' || (solanaKey.test(address) && !address.startsWith('0x'))
  if (!valid) throw new RequestError('address', 'The address provided is invalid')
  if (query.onramp !== 'coinbase' || namespace !== 'eip155')
    throw new RequestError('provider', `Provider ${query.onramp} is not supported`)
  return json({ data: coinbasePurchases(checkouts.list(), address), next: null })
}
