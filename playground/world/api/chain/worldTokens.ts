import type { Address } from 'viem'

/** The address that stands for a chain's native token in CAIP-10 token ids (SERVICES.md §1.4). */
export const nativeTokenAddress: Address = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

export type WorldTokenKey = 'native' | 'usdc' | 'usdt' | 'dai'

export interface WorldToken {
  key: WorldTokenKey
  name: string
  symbol: string
  decimals: number
  /** The contract, or `nativeTokenAddress` for the native token. */
  address: Address
  native: boolean
}

export const tokenInfo: Record<WorldTokenKey, { name: string; symbol: string; decimals: number }> = {
  native: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  usdc: { name: 'USD Coin', symbol: 'USDC', decimals: 6 },
  usdt: { name: 'Tether USD', symbol: 'USDT', decimals: 6 },
  dai: { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 },
}

/** The world's fixed USD prices, by symbol. */
export const usdPrices: Record<string, number> = { ETH: 3000, USDC: 1, USDT: 1, DAI: 1 }

export const priceOf = (symbol: string) => usdPrices[symbol.toUpperCase()] ?? 0

/** The absolute URL of a token's icon, served by this server. */
export const tokenIconUrl = (baseUrl: string, symbol: string) =>
  `${baseUrl}/__world/token-icons/${encodeURIComponent(symbol.toUpperCase())}.svg`
