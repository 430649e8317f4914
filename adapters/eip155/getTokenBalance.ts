import type { Network, ResolvedOptions } from 'foyer'
import { foyerError, sendRpcRequest } from 'foyer/kit'
import { formatUnits } from 'viem/utils'
import { tokenMetadata } from './tokenMetadata.js'

/** ERC-20 `balanceOf(address)`'s selector. */
const balanceOfCall = '0x70a08231'

export interface GetTokenBalanceParameters {
  address: string
  network: Network
  /** The ERC-20 contract (the app's `tokens` setting for the network). */
  token: string
  options: ResolvedOptions
}

/**
 * An ERC-20 balance of an address, read from the network's RPC: `balanceOf`, with the token's symbol and decimals
 * (`tokenMetadata`). An address that is no ERC-20, or an answer that is no single word, is INVALID_RESPONSE.
 */
export async function getTokenBalance({ address, network, token, options }: GetTokenBalanceParameters) {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address) || !/^0x[0-9a-fA-F]{40}$/.test(token))
    throw foyerError('INVALID_RESPONSE', { url: network.caipNetworkId })
  const [answer, metadata] = await Promise.all([
    sendRpcRequest({
      network,
      options,
      method: 'eth_call',
      params: [{ to: token, data: `${balanceOfCall}${address.slice(2).toLowerCase().padStart(64, '0')}` }, 'latest'],
    }) as Promise<{ result?: unknown }>,
    tokenMetadata(options, network, token),
  ])
  const word =
    typeof answer?.result === 'string' && /^0x[0-9a-fA-F]{64}$/.test(answer.result) ? answer.result : undefined
  if (!word || !metadata) throw foyerError('INVALID_RESPONSE', { url: network.caipNetworkId })
  return { balance: formatUnits(BigInt(word), metadata.decimals), symbol: metadata.symbol }
}
