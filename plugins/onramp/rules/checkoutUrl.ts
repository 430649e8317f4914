import type { ResolvedOptions } from 'foyer'
import { onrampErrors } from '../onrampErrors.js'

/** SERVICES.md §1.7: the public key AppKit opens Meld's page with. */
export const meldPublicKey = 'WXETMuFUQmqqybHuRkSgxv:25B8LJHSfpG6LVjR2ytU5Cwh7Z4Sch2ocoU'

type Urls = ResolvedOptions['urls']

/** Meld's page for a purchase (its host `urls.meld`, or the one `urls.onrampCheckout`), as AppKit opens it. */
export function meldCheckoutUrl(
  urls: Urls,
  query: { symbol: string; address: string; projectId: string | undefined; amount: string; currency: string },
): string {
  const url = new URL(urls.onrampCheckout ?? urls.meld)
  url.searchParams.set('publicKey', meldPublicKey)
  url.searchParams.set('destinationCurrencyCode', query.symbol)
  url.searchParams.set('walletAddress', query.address)
  if (query.projectId) url.searchParams.set('externalCustomerId', query.projectId)
  url.searchParams.set('sourceAmount', query.amount)
  url.searchParams.set('sourceCurrencyCode', query.currency)
  return url.href
}

/**
 * A checkout URL from the data API's generator (DESIGN rule 7): opened only when it is http(s) on Coinbase's host
 * (`urls.coinbase`, or `urls.onrampCheckout`); anything else is a FoyerError.
 */
export function checkedCoinbaseUrl(urls: Urls, text: string): string {
  const host = new URL(urls.onrampCheckout ?? urls.coinbase).origin
  const url = URL.canParse(text) ? new URL(text) : undefined
  if (!url || !['https:', 'http:'].includes(url.protocol) || url.origin !== host)
    throw onrampErrors.unsafeCheckoutUrl(text)
  return url.href
}
