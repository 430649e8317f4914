import type { Network, ResolvedOptions } from 'foyer'
import { foyerError, formatUnits, sendRpcRequest } from 'foyer/kit'
import * as z from 'zod/mini'

const rpcAnswer = z.object({
  result: z.optional(z.object({ value: z.number().check(z.nonnegative()) })),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})

export interface GetSolBalanceParameters {
  address: string
  network: Network
  /** Where RPC goes without a network RPC URL (`urls.rpc`, `projectId`). */
  options: Pick<ResolvedOptions, 'urls' | 'projectId'>
  fetch?: typeof fetch
}

/** The SOL balance of an address, read from the network's RPC (`getBalance`, lamports), in SOL (9 decimals). */
export async function getSolBalance({ address, network, options, fetch }: GetSolBalanceParameters) {
  const answer = await sendRpcRequest({
    network,
    options,
    method: 'getBalance',
    params: [address, { commitment: 'confirmed' }],
    ...(fetch ? { fetch } : {}),
  })
  const parsed = rpcAnswer.safeParse(answer)
  if (!parsed.success || !parsed.data.result) throw foyerError('INVALID_RESPONSE', { url: network.caipNetworkId })
  return {
    balance: formatUnits(BigInt(parsed.data.result.value), network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
