import type { Network, ResolvedOptions } from 'foyer'
import { foyerError, sendRpcRequest } from 'foyer/kit'
import * as z from 'zod/mini'

// A quantity fits a uint256: at most 64 hex digits.
const gasPriceAnswer = z.object({ result: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)) })

/** The chain's gas price in wei (`eth_gasPrice` on the network's RPC, not the wallet's). */
export async function gasPrice(options: ResolvedOptions, network: Network): Promise<bigint> {
  const answer = gasPriceAnswer.safeParse(
    await sendRpcRequest({ network, options, method: 'eth_gasPrice', params: [] }),
  )
  if (!answer.success) throw foyerError('INVALID_RESPONSE', { url: network.caipNetworkId })
  return BigInt(answer.data.result)
}
