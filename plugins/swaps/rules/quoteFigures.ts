import { fromUnits } from './units.js'

/** SPEC §9: the slippage tolerance, in percent. */
export const slippageTolerance = 1

export interface QuoteFiguresParameters {
  fromUnits: bigint
  toUnits: bigint
  from: { decimals: number; price?: number | undefined }
  to: { decimals: number; price?: number | undefined }
}

export interface QuoteFigures {
  /** How many target tokens one source token buys, at this quote. */
  rate: number
  /** The least the swap may give at the slippage tolerance, in base units (as the swap's minAmountOut). */
  minimumUnits: bigint
  /** The value lost against the market prices, in percent (0 when a price is unknown). */
  priceImpact: number
  fromUsd: number | undefined
  toUsd: number | undefined
}

/** What the Swap view shows of a quote: the rate, the price impact, and the minimum received at 1 % slippage. */
export function quoteFigures({
  fromUnits: amountIn,
  toUnits: amountOut,
  from,
  to,
}: QuoteFiguresParameters): QuoteFigures {
  const inWhole = Number(fromUnits(amountIn, from.decimals))
  const outWhole = Number(fromUnits(amountOut, to.decimals))
  const minimumUnits = (amountOut * BigInt(100 - slippageTolerance)) / 100n
  const fromUsd = from.price === undefined ? undefined : inWhole * from.price
  const toUsd = to.price === undefined ? undefined : outWhole * to.price
  const priceImpact = fromUsd && toUsd !== undefined ? Math.max(0, ((fromUsd - toUsd) / fromUsd) * 100) : 0
  return { rate: inWhole > 0 ? outWhole / inWhole : 0, minimumUnits, priceImpact, fromUsd, toUsd }
}
