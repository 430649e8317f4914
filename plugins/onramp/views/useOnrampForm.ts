import type { FoyerError } from 'foyer'
import { t, useFoyerState, useKernel, useActiveLocale } from 'foyer/ui'
import { useEffect, useMemo } from 'react'
import { onrampApi } from '../api.js'
import { checkFiatAmount } from '../rules/amountLimits.js'
import { providersFor } from '../rules/providers.js'
import { purchaseChoices } from '../rules/purchaseChoices.js'
import { selectOnramp, updateOnramp } from '../state.js'

/**
 * The Buy form's state: the options (loaded once, SPEC §8 defaults on failure), what the active network can buy,
 * the providers for it, and the amount checked against the method's limits.
 */
export function useOnrampForm() {
  const kernel = useKernel()
  const form = useFoyerState(selectOnramp)
  const namespace = useFoyerState((state) => state.activeNamespace)
  const network = namespace ? kernel.networks.active(namespace) : undefined
  const features = useFoyerState((state) => state.features ?? kernel.options.features)
  const enabled = Array.isArray(features.onramp) ? features.onramp : []
  const locale = useActiveLocale()

  useEffect(() => {
    if (form.options) return
    void onrampApi(kernel)
      .options()
      .then(({ options, fallback }) =>
        updateOnramp(kernel, (draft) => {
          draft.options = options
          draft.optionsFallback = fallback
        }),
      )
  }, [kernel, form.options])

  const currencies = useMemo(
    () => (form.options && network ? purchaseChoices(form.options, network) : []),
    [form.options, network],
  )
  const purchase = currencies.find((currency) => currency.symbol === form.symbol) ?? currencies[0]
  const providers = network && purchase ? providersFor(network.chainNamespace, purchase.symbol, enabled) : []
  const provider = providers.find((candidate) => candidate.id === form.provider) ?? providers[0]
  const payment = form.options?.paymentCurrencies.find((currency) => currency.id === form.currency)
  const checked = useMemo(() => {
    if (form.amount.trim() === '') return { amount: undefined, error: undefined }
    try {
      return { amount: checkFiatAmount(form.amount, payment, form.method, locale), error: undefined }
    } catch (caught) {
      return { amount: undefined, error: t((caught as FoyerError).shortMessage) }
    }
  }, [form.amount, payment, form.method, locale])
  return { kernel, form, network, currencies, purchase, providers, provider, payment, checked }
}
