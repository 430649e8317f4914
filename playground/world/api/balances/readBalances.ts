import { type Address, erc20Abi, formatUnits } from 'viem'
import type { Balance } from '../../../../plugins/account/schemas.js'
import { caip10 } from '../chain/caip.js'
import type { WorldNetwork } from '../chain/createChainAccess.js'
import { priceOf, tokenIconUrl } from '../chain/worldTokens.js'

/** Live balances of one network: the native token always, the world's tokens when non-zero. */
export async function readBalances(network: WorldNetwork, owner: Address, baseUrl: string): Promise<Balance[]> {
  const amounts = await Promise.all(
    network.tokens.map((token) =>
      token.native
        ? network.client.getBalance({ address: owner })
        : network.client.readContract({
            address: token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [owner],
          }),
    ),
  )
  return network.tokens.flatMap((token, index) => {
    const amount = amounts[index] ?? 0n
    if (!token.native && amount === 0n) return []
    const numeric = formatUnits(amount, token.decimals)
    const price = priceOf(token.symbol)
    return [
      {
        name: token.name,
        symbol: token.symbol,
        chainId: network.caipNetworkId,
        ...(token.native ? {} : { address: caip10(network.caipNetworkId, token.address) }),
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(token.decimals), numeric },
        iconUrl: tokenIconUrl(baseUrl, token.symbol),
      },
    ]
  })
}
