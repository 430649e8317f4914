import { DetailList, type DetailRow, formatCurrency, formatQuantity, t, useActiveLocale } from 'foyer/ui'
import { quoteFigures, slippageTolerance } from '../rules/quoteFigures.js'
import { fromUnits } from '../rules/units.js'
import type { SwapToken } from '../schemas.js'
import type { SwapQuote } from '../state.js'
import { formatExact } from './formatExact.js'

export interface QuoteDetailsProps {
  quote: SwapQuote
  from: SwapToken
  to: SwapToken
  prices: Record<string, number>
}

const money = (value: number | undefined) => (value === undefined ? '' : ` (${formatCurrency(value)})`)

/** What a quote gives: the amount out with its USD value, the rate, the price impact and the minimum received. */
export function QuoteDetails({ quote, from, to, prices }: QuoteDetailsProps) {
  const locale = useActiveLocale()
  const percent = (value: number, digits = 2) =>
    new Intl.NumberFormat(locale, { style: 'percent', minimumFractionDigits: digits }).format(value / 100)
  const figures = quoteFigures({
    fromUnits: BigInt(quote.fromUnits),
    toUnits: BigInt(quote.toUnits),
    from: { decimals: from.decimals, price: prices[from.symbol.toUpperCase()] },
    to: { decimals: to.decimals, price: prices[to.symbol.toUpperCase()] },
  })
  const rows: DetailRow[] = [
    [
      t('You receive'),
      `${formatExact(fromUnits(BigInt(quote.toUnits), to.decimals), locale)} ${to.symbol}${money(figures.toUsd)}`,
      'swap-to-amount',
    ],
    [
      t('Rate'),
      `${formatQuantity(1)} ${from.symbol} = ${formatQuantity(String(figures.rate))} ${to.symbol}`,
      'swap-rate',
    ],
    [t('Price impact'), percent(figures.priceImpact), 'swap-price-impact'],
    [
      t('Minimum received ({slippage} slippage)', { slippage: percent(slippageTolerance, 0) }),
      `${formatQuantity(fromUnits(figures.minimumUnits, to.decimals))} ${to.symbol}`,
      'swap-minimum',
    ],
  ]
  return <DetailList label={t('Quote')} rows={rows} />
}
