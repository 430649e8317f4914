import * as z from 'zod/mini'
import { foyerError, type Network } from 'foyer'
import { formatUnits } from 'viem/utils'

const rpcAnswer = z.object({
  result: z.optional(z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))),
  error: z.optional(z.object({ code: z.number(), message: z.string() })),
})

/** The native balance of an address, read from the network's RPC (not the wallet), formatted in its units. */
export async function getNativeBalance({ address, network }: { address: string; network: Network }) {
  const url = network.rpcUrls.default.http[0]
  if (!url) throw foyerError('NETWORK_NOT_FOUND')
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [address, 'latest'] }),
  })
  if (!response.ok) throw foyerError('HTTP_REQUEST_FAILED', { status: response.status })
  const parsed = rpcAnswer.safeParse(await response.json())
  if (!parsed.success || !parsed.data.result) throw foyerError('INVALID_RESPONSE', { url })
  return {
    balance: formatUnits(BigInt(parsed.data.result), network.nativeCurrency.decimals),
    symbol: network.nativeCurrency.symbol,
  }
}
