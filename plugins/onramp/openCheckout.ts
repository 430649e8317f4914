import type { Network, PluginContext } from 'foyer'
import { onrampApi } from './api.js'
import { checkedCoinbaseUrl, meldCheckoutUrl } from './rules/checkoutUrl.js'
import { presetCryptoAmount } from './rules/presetCryptoAmount.js'
import { holdingOf } from './rules/holding.js'
import { coinbaseChainOf, coinbaseFallsBack } from './rules/providers.js'
import { type OnrampSlice, updateOnramp } from './state.js'
import { watchCheckout } from './watchCheckout.js'

type Context = Pick<
  PluginContext,
  'store' | 'updateSlice' | 'bus' | 'clock' | 'router' | 'track' | 'api' | 'logger' | 'options'
>

/** SPEC §9: the popup's size, as the social login's. */
const popupFeatures = 'width=600,height=800'

/** The provider's checkout URL: Meld's page built here, Coinbase's from the data API's generator. */
async function checkoutUrl(context: Context, form: OnrampSlice, network: Network, address: string) {
  const symbol = form.symbol ?? 'USDC'
  if (form.provider === 'meld')
    return meldCheckoutUrl(context.options.urls, {
      symbol,
      address,
      projectId: context.options.projectId,
      amount: form.amount.trim(),
      currency: form.currency,
    })
  const crypto = presetCryptoAmount(form.quote)
  const url = await onrampApi(context).checkoutUrl({
    address,
    blockchain: coinbaseChainOf(network),
    asset: symbol,
    partnerUserId: address,
    fiatAmount: Math.round(Number(form.amount)),
    ...(crypto === undefined ? {} : { cryptoAmount: crypto }),
  })
  return checkedCoinbaseUrl(context.options.urls, url)
}

/**
 * Opens the provider's checkout in a popup (a new tab where popups open as tabs), opened in the click's frame so
 * no blocker stops it, then pointed at the URL once known; the Checkout view then waits for the credit, and for a
 * Coinbase checkout also for what Coinbase's history says of the purchase begun since (Meld's has no such history).
 * A failure closes the popup and throws, the form as it was.
 */
export async function openCheckout(context: Context, network: Network, address: string): Promise<void> {
  const form = context.store.getState().onramp
  if (!form?.quote || !form.provider || !form.symbol) return
  const openedAt = context.clock.now()
  const popup = window.open('about:blank', 'foyer-onramp', popupFeatures)
  let url: string
  try {
    url = await checkoutUrl(context, form, network, address)
  } catch (error) {
    popup?.close()
    throw error
  }
  if (popup) popup.location.href = url
  else window.open(url, '_blank', 'noopener')
  const namespace = network.chainNamespace
  const before = holdingOf(context.store.getState().chains[namespace]?.accountState, form.symbol)
  context.track('BUY_CHECKOUT_OPENED', { provider: form.provider, symbol: form.symbol, quoteId: form.quote.quoteId })
  updateOnramp(context, (draft) => {
    draft.checkout = { status: 'waiting' }
    draft.closedWithoutPayment = false
  })
  context.router.push('OnrampCheckout')
  // Coinbase off its pay chains sells on Ethereum (SPEC §9): the credit is not this network's to see.
  const elsewhere = form.provider === 'coinbase' && coinbaseFallsBack(network)
  const purchase =
    form.provider === 'coinbase' ? () => onrampApi(context).coinbasePurchase(address, openedAt) : undefined
  watchCheckout(context, {
    popup,
    namespace,
    symbol: form.symbol,
    before,
    provider: form.provider,
    elsewhere,
    purchase,
  })
}
