import { formatQuantity, Spinner, Text, t, useFoyerState, useKernel } from 'foyer/ui'
import { selectOnramp, updateOnramp } from '../state.js'
import { CheckoutOutcome } from './CheckoutOutcome.js'

/**
 * The checkout under way: the pending purchase while the provider's page is open, then the amount credited, or the
 * failure Coinbase reports, with the way back to the amount.
 */
export default function OnrampCheckoutView() {
  const kernel = useKernel()
  const form = useFoyerState(selectOnramp)
  const symbol = form.symbol ?? ''
  const done = () => {
    updateOnramp(kernel, (draft) => {
      draft.checkout = undefined
      draft.quote = undefined
      draft.amount = ''
    })
    kernel.router.reset('Account')
  }
  const backToAmount = () => {
    updateOnramp(kernel, (draft) => {
      draft.checkout = undefined
      draft.quote = undefined
    })
    kernel.router.reset('Account')
    kernel.router.push('Onramp')
  }
  if (form.checkout?.status === 'failed')
    return (
      <CheckoutOutcome
        title={t('Purchase failed')}
        text={t('The purchase failed: Coinbase did not complete it.')}
        testId="onramp-failed"
        alert
        action={t('Back to the amount')}
        onAction={backToAmount}
      />
    )
  if (form.checkout?.status === 'elsewhere')
    return (
      <CheckoutOutcome
        title={t('Checkout closed')}
        text={t('Coinbase delivers {symbol} bought here to your account on Ethereum: look for it there.', { symbol })}
        testId="onramp-elsewhere"
        action={t('Done')}
        onAction={done}
      />
    )
  if (form.checkout?.status === 'credited') {
    const { credited } = form.checkout
    return (
      <CheckoutOutcome
        title={t('Purchase complete')}
        text={
          credited === undefined
            ? undefined
            : t('{amount} received', { amount: `${formatQuantity(credited, 18)} ${symbol}` })
        }
        testId="onramp-credited"
        action={t('Done')}
        onAction={done}
      />
    )
  }
  const pending = form.quote?.estimate
    ? t('{amount} of {symbol}', { amount: `${form.amount} ${form.currency}`, symbol })
    : `${form.quote?.purchaseAmount.amount ?? ''} ${symbol}`
  return (
    <div className="foyer-list" style={{ alignItems: 'stretch' }}>
      <Spinner label={t('Waiting for the checkout')} />
      <Text role="status" data-testid="onramp-pending">
        {t('Buying {purchase}: finish the payment in the checkout window.', { purchase: pending })}
      </Text>
    </div>
  )
}
