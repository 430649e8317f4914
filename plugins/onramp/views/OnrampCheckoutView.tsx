import { Button, Spinner, Text, useFoyerState, useKernel } from 'foyer/ui'
import { selectOnramp, updateOnramp } from '../state.js'

/** The checkout under way: the pending purchase while the provider's page is open, then the amount credited. */
export default function OnrampCheckoutView() {
  const kernel = useKernel()
  const form = useFoyerState(selectOnramp)
  const symbol = form.symbol ?? ''
  const done = () => {
    updateOnramp(kernel.store, (draft) => {
      draft.checkout = undefined
      draft.quote = undefined
      draft.amount = ''
    })
    kernel.router.reset('Account')
  }
  if (form.checkout?.status === 'elsewhere')
    return (
      <div className="foyer-list" style={{ alignItems: 'stretch' }}>
        <Text variant="title" as="h3">
          Checkout closed
        </Text>
        <Text role="status" data-testid="onramp-elsewhere">
          Coinbase delivers {symbol} bought here to your account on Ethereum: look for it there.
        </Text>
        <Button fullWidth onClick={done}>
          Done
        </Button>
      </div>
    )
  if (form.checkout?.status === 'credited') {
    return (
      <div className="foyer-list" style={{ alignItems: 'stretch' }}>
        <Text variant="title" as="h3">
          Purchase complete
        </Text>
        <Text role="status" data-testid="onramp-credited">
          {form.checkout.credited} {symbol} received
        </Text>
        <Button fullWidth onClick={done}>
          Done
        </Button>
      </div>
    )
  }
  const pending = form.quote?.estimate
    ? `${form.amount} ${form.currency} of ${symbol}`
    : `${form.quote?.purchaseAmount.amount ?? ''} ${symbol}`
  return (
    <div className="foyer-list" style={{ alignItems: 'stretch' }}>
      <Spinner label="Waiting for the checkout" />
      <Text role="status" data-testid="onramp-pending">
        Buying {pending}: finish the payment in the checkout window.
      </Text>
    </div>
  )
}
