import type { CaipNetworkId, TokenBalance } from 'foyer'
import * as z from 'zod/mini'
import { formatUnits } from 'foyer/kit'

/** One asset of `wallet_getAssets` (ERC-7811; SPEC §3): every field is checked. */
export const walletAssetSchema = z.object({
  address: z.string().check(z.regex(/^(native|0x[0-9a-fA-F]{40})$/)),
  // A quantity fits a uint256: at most 64 hex digits.
  balance: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/)),
  type: z.string().check(z.regex(/^(erc20|native)$/i)),
  metadata: z.object({
    name: z.string(),
    symbol: z.string(),
    // a token's decimals are a uint8 (ERC-20): more would make the amount's text too long to build
    decimals: z.number().check(z.int(), z.nonnegative(), z.lte(255)),
    price: z.optional(z.number()),
    iconUrl: z.optional(z.string()),
    value: z.optional(z.number()),
  }),
})
/** The answer: assets per hex chain id. Valid only when every entry passes (SPEC §5). */
export const walletAssetsSchema = z.record(z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)), z.array(walletAssetSchema))
export type WalletAssets = z.infer<typeof walletAssetsSchema>

/** The token balances of one network from a validated `wallet_getAssets` answer. */
export function balancesFromAssets(assets: WalletAssets, networkId: CaipNetworkId): TokenBalance[] {
  const [, reference = ''] = networkId.split(':')
  const hexId = `0x${Number(reference).toString(16)}`
  return (assets[hexId] ?? []).map((asset) => {
    const numeric = formatUnits(BigInt(asset.balance), asset.metadata.decimals)
    const price = asset.metadata.price ?? 0
    const balance: TokenBalance = {
      name: asset.metadata.name,
      chainId: networkId,
      symbol: asset.metadata.symbol,
      quantity: { decimals: String(asset.metadata.decimals), numeric },
      iconUrl: asset.metadata.iconUrl ?? '',
      price,
      value: asset.metadata.value ?? price * Number(numeric),
    }
    if (asset.type.toLowerCase() !== 'native') balance.address = `${networkId}:${asset.address}`
    return balance
  })
}
