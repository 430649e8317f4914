import * as z from 'zod/mini'
import { parseCaipNetworkId } from '../adapters/caip.js'
import type { ConnectResult } from '../adapters/defineAdapter.js'
import { foyerError } from '../errors/FoyerError.js'
import type { Namespace } from '../types.js'

const resultSchema = z.object({
  accounts: z.array(
    z.object({
      address: z.string().check(z.minLength(1)),
      type: z.enum(['eoa', 'smartAccount', 'payment', 'ordinal']),
    }),
  ),
  networkId: z.string(),
})

/** An adapter's answer, checked before it touches the state: accounts and a network of its namespace. */
export function parseConnectResult(value: unknown, namespace: Namespace): ConnectResult {
  const parsed = resultSchema.safeParse(value)
  if (!parsed.success)
    throw foyerError('INVALID_WALLET_ANSWER', { method: 'connect' }, { details: z.prettifyError(parsed.error) })
  if (parseCaipNetworkId(parsed.data.networkId).namespace !== namespace)
    throw foyerError(
      'INVALID_WALLET_ANSWER',
      { method: 'connect' },
      { details: `${parsed.data.networkId} is not ${namespace}` },
    )
  return parsed.data as ConnectResult
}
