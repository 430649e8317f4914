import type { FoyerError } from 'foyer'
import { Button, Spinner, Text, t, useFoyerState } from 'foyer/ui'
import { useEffect, useState } from 'react'
import { onrampApi } from '../api.js'
import { defaultLimits } from '../rules/defaultOptions.js'
import { coinbaseFallsBack } from '../rules/providers.js'
import { openCheckout } from '../openCheckout.js'
import { updateOnramp } from '../state.js'
import { QuoteDetails } from './QuoteDetails.js'
import { useOnrampForm } from './useOnrampForm.js'

/**
 * The quote (SPEC §3) for the Buy form, from `/v1/onramp/quote` or SPEC §8's mocked quote, marked as an estimate;
 * Continue opens the provider's checkout.
 */
export default function OnrampQuoteView() {
  const { kernel, form, network, purchase, provider, payment, checked } = useOnrampForm()
  const address = useFoyerState((state) =>
    network ? state.chains[network.chainNamespace]?.accountState.address : undefined,
  )
  const [error, setError] = useState<string>()
  const [opening, setOpening] = useState(false)
  const amount = checked.amount

  useEffect(() => {
    if (form.quote || !purchase || amount === undefined) return
    let current = true
    const paymentCurrency = payment ?? { id: form.currency, payment_method_limits: defaultLimits }
    void onrampApi(kernel)
      .quote({ purchaseCurrency: purchase, paymentCurrency, amount })
      .then((quote) => {
        if (current)
          updateOnramp(kernel, (draft) => {
            draft.quote = quote
          })
      })
    return () => {
      current = false
    }
  }, [kernel, form.quote, purchase, payment, form.currency, amount])

  if (!form.quote || !purchase || !provider) return <Spinner label={t('Getting a quote')} />
  const proceed = async () => {
    if (!network || !address) return
    setError(undefined)
    setOpening(true)
    try {
      await openCheckout(kernel, network, address)
    } catch (caught) {
      setError(t((caught as Partial<FoyerError>).shortMessage ?? String(caught)))
    } finally {
      setOpening(false)
    }
  }
  return (
    <div className="foyer-list" style={{ alignItems: 'stretch' }}>
      {form.quote.estimate ? (
        <Text tone="muted" data-testid="onramp-estimate">
          {t('Estimate: {provider} shows the final amount and fees at checkout.', { provider: provider.name })}
        </Text>
      ) : null}
      {provider.id === 'coinbase' && network && coinbaseFallsBack(network) ? (
        <Text tone="muted" data-testid="onramp-delivery-network">
          {t('Coinbase does not sell on {network}: the {symbol} arrives on Ethereum.', {
            network: network.name,
            symbol: purchase.symbol,
          })}
        </Text>
      ) : null}
      <QuoteDetails quote={form.quote} symbol={purchase.symbol} estimate={form.quote.estimate} />
      {error ? (
        <Text role="alert" tone="error">
          {error}
        </Text>
      ) : null}
      <Button fullWidth disabled={opening} onClick={() => void proceed()}>
        {t('Continue with {provider}', { provider: provider.name })}
      </Button>
    </div>
  )
}
