import * as z from 'zod/mini'
import { parseCaipNetworkId } from '../adapters/caip.js'
import type { ConnectResult } from '../adapters/defineAdapter.js'
import { foyerError } from '../errors/codedErrors.js'
import type { Namespace } from '../types.js'

const resultSchema = z.object({
  accounts: z.array(
    z.object({
      address: z.string().check(z.minLength(1)),
      type: z.enum(['eoa', 'smartAccount', 'payment', 'ordinal']),
    }),
  ),
  networkId: z.string(),
  approvedNetworkIds: z.optional(z.array(z.string())),
})

const invalid = (details: string) => foyerError('INVALID_WALLET_ANSWER', { method: 'connect' }, { details })
const namespaceOf = (networkId: string) => parseCaipNetworkId(networkId).namespace

/** An adapter's answer, checked before it touches the state: accounts and networks of its namespace. */
export function parseConnectResult(value: unknown, namespace: Namespace): ConnectResult {
  const parsed = resultSchema.safeParse(value)
  if (!parsed.success) throw invalid(z.prettifyError(parsed.error))
  const { networkId, approvedNetworkIds } = parsed.data
  for (const id of [networkId, ...(approvedNetworkIds ?? [])])
    if (namespaceOf(id) !== namespace) throw invalid(`${id} is not ${namespace}`)
  return parsed.data as ConnectResult
}
