import { currencyImageUrl, tokenImageUrl } from 'foyer/kit'
import { Button, Spinner, Text, TextInput, t } from 'foyer/ui'
import type { FormEvent } from 'react'
import { onrampErrors } from '../onrampErrors.js'
import { type PaymentMethodId, paymentCurrencyIds, paymentMethods } from '../rules/defaultOptions.js'
import type { OnrampProviderId } from '../rules/providers.js'
import { type OnrampSlice, updateOnramp } from '../state.js'
import { Choice } from './Choice.js'
import { useOnrampForm } from './useOnrampForm.js'

/**
 * The Buy view (SPEC §2, §9): what to buy on the active network, the fiat amount in USD or EUR within the
 * payment method's limits, and the provider; Continue asks for a quote.
 */
export default function OnrampView() {
  const { kernel, form, currencies, purchase, providers, provider, checked } = useOnrampForm()
  if (!form.options) return <Spinner label={t('Loading what you can buy')} />
  if (currencies.length === 0) return <Text role="alert">{onrampErrors.nothingToBuy().shortMessage}</Text>
  const set = (recipe: (draft: OnrampSlice) => void) =>
    updateOnramp(kernel, (draft) => {
      recipe(draft)
      draft.quote = undefined
      draft.closedWithoutPayment = false
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (checked.amount === undefined || !purchase || !provider) return
    set((draft) => {
      draft.symbol = purchase.symbol
      draft.provider = provider.id
    })
    kernel.router.push('OnrampQuote')
  }
  return (
    <form className="foyer-list" style={{ alignItems: 'stretch' }} onSubmit={submit} noValidate aria-label={t('Buy')}>
      {form.closedWithoutPayment ? (
        <Text role="status" tone="muted">
          {t('The checkout closed without a payment.')}
        </Text>
      ) : null}
      {form.optionsFallback ? (
        <Text tone="muted" data-testid="onramp-default-options">
          {t('Showing the default currencies and limits.')}
        </Text>
      ) : null}
      <Choice
        label={t('Buy')}
        value={purchase?.symbol ?? ''}
        choices={currencies.map((currency) => ({
          value: currency.symbol,
          label: `${currency.name} (${currency.symbol})`,
          image: tokenImageUrl(kernel, currency.symbol),
        }))}
        onChoose={(symbol) =>
          set((draft) => {
            draft.symbol = symbol
          })
        }
      />
      <Choice
        label={t('Pay with')}
        value={form.method}
        choices={paymentMethods.map((method) => ({ value: method.id, label: t(method.label) }))}
        onChoose={(method) =>
          set((draft) => {
            draft.method = method as PaymentMethodId
          })
        }
      />
      <div style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
        <TextInput
          label={t('Amount ({symbol})', { symbol: form.currency })}
          inputMode="decimal"
          autoComplete="off"
          value={form.amount}
          error={checked.error}
          onChange={(event) =>
            set((draft) => {
              draft.amount = event.target.value
            })
          }
        />
        <Choice
          label={t('Currency')}
          value={form.currency}
          choices={paymentCurrencyIds.map((id) => ({ value: id, label: id, image: currencyImageUrl(kernel, id) }))}
          onChoose={(currency) =>
            set((draft) => {
              draft.currency = currency
            })
          }
        />
      </div>
      {providers.length > 0 && provider ? (
        <Choice
          label={t('Provider')}
          value={provider.id}
          choices={providers.map((candidate) => ({
            value: candidate.id,
            label: `${candidate.name} (${t(candidate.fee)})`,
          }))}
          onChoose={(id) =>
            set((draft) => {
              draft.provider = id as OnrampProviderId
            })
          }
        />
      ) : (
        <Text role="alert">{t('No provider sells {symbol} here', { symbol: purchase?.symbol ?? '' })}</Text>
      )}
      <Button type="submit" fullWidth disabled={checked.amount === undefined || !provider}>
        {t('Get a quote')}
      </Button>
    </form>
  )
}
