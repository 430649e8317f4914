import { DetailList, type DetailRow, formatQuantity } from 'foyer/ui'
import { quoteFigures, slippageTolerance } from '../rules/quoteFigures.js'
import { fromUnits } from '../rules/units.js'
import type { SwapToken } from '../schemas.js'
import type { SwapQuote } from '../state.js'

export interface QuoteDetailsProps {
  quote: SwapQuote
  from: SwapToken
  to: SwapToken
  prices: Record<string, number>
}

const money = (value: number | undefined) => (value === undefined ? '' : ` ($${value.toFixed(2)})`)

/** What a quote gives: the amount out with its USD value, the rate, the price impact and the minimum received. */
export function QuoteDetails({ quote, from, to, prices }: QuoteDetailsProps) {
  const figures = quoteFigures({
    fromUnits: BigInt(quote.fromUnits),
    toUnits: BigInt(quote.toUnits),
    from: { decimals: from.decimals, price: prices[from.symbol.toUpperCase()] },
    to: { decimals: to.decimals, price: prices[to.symbol.toUpperCase()] },
  })
  const rows: DetailRow[] = [
    [
      'You receive',
      `${fromUnits(BigInt(quote.toUnits), to.decimals)} ${to.symbol}${money(figures.toUsd)}`,
      'swap-to-amount',
    ],
    ['Rate', `1 ${from.symbol} = ${formatQuantity(String(figures.rate))} ${to.symbol}`, 'swap-rate'],
    ['Price impact', `${figures.priceImpact.toFixed(2)}%`, 'swap-price-impact'],
    [
      `Minimum received (${slippageTolerance}% slippage)`,
      `${formatQuantity(fromUnits(figures.minimumUnits, to.decimals))} ${to.symbol}`,
      'swap-minimum',
    ],
  ]
  return <DetailList label="Quote" rows={rows} />
}
