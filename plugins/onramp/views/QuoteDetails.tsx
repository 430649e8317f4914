import { DetailList, type DetailRow, t, useActiveLocale } from 'foyer/ui'
import type { OnrampQuote } from '../schemas.js'

/** SPEC §3's quote: subtotal, total, purchase amount, network fee, provider fee and quote id. */
export function QuoteDetails({ quote, symbol, estimate }: { quote: OnrampQuote; symbol: string; estimate: boolean }) {
  const locale = useActiveLocale()
  // The provider's amounts, every digit kept, in the language's digits and decimal sign ("98.00", "98,00").
  const exact = (amount: string) =>
    new Intl.NumberFormat(locale, {
      useGrouping: false,
      minimumFractionDigits: amount.split('.')[1]?.length ?? 0,
    }).format(Number(amount))
  const money = (value: { amount: string; currency: string } | undefined) =>
    value ? `${exact(value.amount)} ${value.currency}` : undefined
  const atCheckout = t('Set at checkout')
  const rows: DetailRow[] = [
    [
      t('You get'),
      estimate
        ? t('About {amount} of {symbol}', { amount: money(quote.purchaseAmount)!, symbol })
        : `${exact(quote.purchaseAmount.amount)} ${symbol}`,
      'onramp-purchase-amount',
    ],
    [t('Subtotal'), money(quote.paymentSubtotal)!, 'onramp-subtotal'],
    [t('Network fee'), estimate ? atCheckout : money(quote.networkFee)!, 'onramp-network-fee'],
    [t('Provider fee'), estimate ? atCheckout : (money(quote.coinbaseFee) ?? t('Included')), 'onramp-provider-fee'],
    [t('Total'), money(quote.paymentTotal)!, 'onramp-total'],
    [t('Quote'), quote.quoteId, 'onramp-quote-id'],
  ]
  return <DetailList label={t('Quote')} rows={rows} />
}
