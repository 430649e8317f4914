import { Button, formatQuantity, Spinner, Text, t, useFoyerState, useKernel } from 'foyer/ui'
import { selectOnramp, updateOnramp } from '../state.js'

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
      <div className="foyer-list" style={{ alignItems: 'stretch' }}>
        <Text variant="title" as="h3">
          {t('Purchase failed')}
        </Text>
        <Text role="alert" data-testid="onramp-failed">
          {t('The purchase failed: Coinbase did not complete it.')}
        </Text>
        <Button fullWidth onClick={backToAmount}>
          {t('Back to the amount')}
        </Button>
      </div>
    )
  if (form.checkout?.status === 'elsewhere')
    return (
      <div className="foyer-list" style={{ alignItems: 'stretch' }}>
        <Text variant="title" as="h3">
          {t('Checkout closed')}
        </Text>
        <Text role="status" data-testid="onramp-elsewhere">
          {t('Coinbase delivers {symbol} bought here to your account on Ethereum: look for it there.', { symbol })}
        </Text>
        <Button fullWidth onClick={done}>
          {t('Done')}
        </Button>
      </div>
    )
  if (form.checkout?.status === 'credited') {
    const credited = form.checkout.credited
    return (
      <div className="foyer-list" style={{ alignItems: 'stretch' }}>
        <Text variant="title" as="h3">
          {t('Purchase complete')}
        </Text>
        {credited !== undefined && (
          <Text role="status" data-testid="onramp-credited">
            {t('{amount} received', { amount: `${formatQuantity(credited, 18)} ${symbol}` })}
          </Text>
        )}
        <Button fullWidth onClick={done}>
          {t('Done')}
        </Button>
      </div>
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
