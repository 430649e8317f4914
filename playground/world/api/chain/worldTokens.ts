import type { Address } from 'viem'
import { NATIVE_TOKEN_ADDRESS, worldTokens } from '../../chains/tokens.js'
import { SOL } from '../../solana/localnet.js'

/** The address that stands for a chain's native token in CAIP-10 token ids (SERVICES.md §1.4). */
export const nativeTokenAddress: Address = NATIVE_TOKEN_ADDRESS

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

const symbols = { native: 'ETH', usdc: 'USDC', usdt: 'USDT', dai: 'DAI' } as const

/** Name, symbol and decimals of each world token (from the chains' token table). */
export const tokenInfo = Object.fromEntries(
  Object.entries(symbols).map(([key, symbol]) => {
    const { name, decimals } = worldTokens[symbol]
    return [key, { name, symbol, decimals }]
  }),
) as Record<WorldTokenKey, { name: string; symbol: string; decimals: number }>

/** The world's fixed USD prices, by symbol (ETH 3000, SOL 150, stablecoins 1; the seeded pools trade at these). */
export const usdPrices: Record<string, number> = {
  ...Object.fromEntries(Object.values(worldTokens).map((token) => [token.symbol, token.priceUsd])),
  [SOL.symbol]: SOL.priceUsd,
}

export const priceOf = (symbol: string) => usdPrices[symbol.toUpperCase()] ?? 0

/** The absolute URL of a token's icon, served by this server. */
export const tokenIconUrl = (baseUrl: string, symbol: string) =>
  `${baseUrl}/__world/token-icons/${encodeURIComponent(symbol.toUpperCase())}.svg`
