import { parseAbi } from 'viem'
import { parseCaip10 } from '../chain/caip.js'
import type { ChainAccess, WorldNetwork } from '../chain/createChainAccess.js'
import type { WorldToken } from '../chain/worldTokens.js'
import { RequestError } from '../http/replies.js'

/** The world's constant-product SwapRouter (playground/world/chains). */
export const routerAbi = parseAbi([
  'function quote(address tokenIn, address tokenOut, uint256 amountIn) view returns (uint256)',
  'function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256)',
])

/** A CAIP-10 token id of a world network, or a 400 naming `field`. */
export function resolveToken(
  access: ChainAccess,
  value: string,
  field: string,
): { network: WorldNetwork; token: WorldToken } {
  const { caipNetworkId, address } = parseCaip10(value, field)
  const network = access.network(caipNetworkId)
  if (!network) throw new RequestError(field, `Network not supported: ${caipNetworkId}`)
  const token = access.token(network, address)
  if (!token) throw new RequestError(field, `Unknown token: ${value}`)
  return { network, token }
}

/** The router's output for `amount` of `from`; no pool or no output is the real server's liquidity error. */
export async function quoteSwap(network: WorldNetwork, from: WorldToken, to: WorldToken, amount: bigint) {
  if (from.address === to.address) throw new RequestError('to', 'Cannot swap a token for itself')
  const out = await network.client
    .readContract({
      address: network.router,
      abi: routerAbi,
      functionName: 'quote',
      args: [from.address, to.address, amount],
    })
    .catch(() => 0n)
  if (out === 0n) throw new RequestError('amount', 'insufficient liquidity')
  return out
}
