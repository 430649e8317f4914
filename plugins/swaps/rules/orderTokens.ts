import type { SwapToken } from '../schemas.js'

/** SPEC §9: the suggested tokens, in their order; the rest follow in the list's order. */
export const suggestedSymbols = [
  'ETH',
  'UNI',
  '1INCH',
  'AAVE',
  'SOL',
  'ADA',
  'AVAX',
  'DOT',
  'LINK',
  'USDC',
  'USDT',
  'WBTC',
  'DAI',
  'WETH',
  'ARB',
  'OP',
  'MATIC',
]

const rank = (token: SwapToken) => {
  const index = suggestedSymbols.indexOf(token.symbol.toUpperCase())
  return index < 0 ? suggestedSymbols.length : index
}

/** The suggested tokens first (SPEC §9), then the others; only those whose symbol or name contains `search`. */
export function orderTokens(tokens: readonly SwapToken[], search = ''): SwapToken[] {
  const query = search.trim().toLowerCase()
  const matching = query
    ? tokens.filter((token) => token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query))
    : [...tokens]
  return matching
    .map((token, index) => ({ token, index }))
    .sort((a, b) => rank(a.token) - rank(b.token) || a.index - b.index)
    .map(({ token }) => token)
}

/** Whether a suggested token: the picker shows these under their own heading. */
export const isSuggested = (token: SwapToken) => rank(token) < suggestedSymbols.length
