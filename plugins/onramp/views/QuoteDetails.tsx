import { DetailList, type DetailRow } from 'foyer/ui'
import type { OnrampQuote } from '../schemas.js'

const money = (value: { amount: string; currency: string } | undefined) =>
  value ? `${value.amount} ${value.currency}` : undefined

/** SPEC §3's quote: subtotal, total, purchase amount, network fee, provider fee and quote id. */
export function QuoteDetails({ quote, symbol, estimate }: { quote: OnrampQuote; symbol: string; estimate: boolean }) {
  const atCheckout = 'Set at checkout'
  const rows: DetailRow[] = [
    [
      'You get',
      estimate ? `About ${money(quote.purchaseAmount)} of ${symbol}` : `${quote.purchaseAmount.amount} ${symbol}`,
      'onramp-purchase-amount',
    ],
    ['Subtotal', money(quote.paymentSubtotal)!, 'onramp-subtotal'],
    ['Network fee', estimate ? atCheckout : money(quote.networkFee)!, 'onramp-network-fee'],
    ['Provider fee', estimate ? atCheckout : (money(quote.coinbaseFee) ?? 'Included'), 'onramp-provider-fee'],
    ['Total', money(quote.paymentTotal)!, 'onramp-total'],
    ['Quote', quote.quoteId, 'onramp-quote-id'],
  ]
  return <DetailList label="Quote" rows={rows} />
}
