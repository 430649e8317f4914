import * as z from 'zod/mini'
import type { Clock, Network, ResolvedOptions } from 'foyer'
import { sendRpcRequest, foyerError } from 'foyer/kit'
import { formatUnits } from 'viem/utils'
import { quantitySchema } from './walletAnswers.js'

const rpcAnswer = z.object({
  result: z.optional(quantitySchema),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})

export interface GetNativeBalanceParameters {
  address: string
  network: Network
  /** Where RPC goes without a network RPC URL (`urls.rpc`, `projectId`). */
  options: Pick<ResolvedOptions, 'urls' | 'projectId'>
  clock?: Clock
  fetch?: typeof fetch
}

/**
 * The native balance of an address, read from the network's RPC (not the wallet), formatted in its units. The
 * request goes through the kernel's RPC transport: the network's RPC URL or the RPC service, with retries.
 */
export async function getNativeBalance({ address, network, options, clock, fetch }: GetNativeBalanceParameters) {
  const answer = await sendRpcRequest({
    network,
    options,
    method: 'eth_getBalance',
    params: [address, 'latest'],
    ...(clock ? { clock } : {}),
    ...(fetch ? { fetch } : {}),
  })
  const parsed = rpcAnswer.safeParse(answer)
  if (!parsed.success || !parsed.data.result) throw foyerError('INVALID_RESPONSE', { url: network.caipNetworkId })
  return {
    balance: formatUnits(BigInt(parsed.data.result), network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
