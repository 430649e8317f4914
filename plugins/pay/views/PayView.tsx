import { Button, formatQuantity, Spinner, Text, useFoyerState, useKernel } from 'foyer/ui'
import { selectPay } from '../state.js'

const waiting = {
  switching: 'Switching network in your wallet',
  sending: 'Approve the payment in your wallet',
} as const

/**
 * The payment the app asked for: the amount and asset, the network and the recipient in full; Pay asks the wallet
 * (switching network first when needed), Cancel closes. A refusal or failure shows here, in an alert.
 */
export default function PayView() {
  const kernel = useKernel()
  const { request, phase, error } = useFoyerState(selectPay)
  if (!request) return <Text tone="muted">No payment to show.</Text>
  const busy = phase === 'switching' || phase === 'sending'
  const ended = phase === 'declined' || phase === 'failed' || phase === 'paid'
  return (
    <div className="foyer-list" style={{ alignItems: 'stretch' }}>
      <dl className="foyer-list" aria-label="Payment">
        <dt>
          <Text tone="muted">Pay</Text>
        </dt>
        <dd>
          <Text variant="title" data-testid="pay-amount">
            {formatQuantity(request.amount)} {request.symbol}
          </Text>
        </dd>
        <dt>
          <Text tone="muted">To</Text>
        </dt>
        <dd>
          <Text data-testid="pay-recipient" style={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
            {request.recipient}
          </Text>
        </dd>
        <dt>
          <Text tone="muted">Network</Text>
        </dt>
        <dd>
          <Text data-testid="pay-network">{request.networkName}</Text>
        </dd>
      </dl>
      {error ? (
        <Text tone="error" role="alert">
          {error}
        </Text>
      ) : null}
      {busy ? (
        <div className="foyer-list" style={{ alignItems: 'center' }} role="status">
          <Spinner label="Waiting for the wallet" />
          <Text tone="muted">{waiting[phase]}</Text>
        </div>
      ) : null}
      {ended ? null : (
        <Button fullWidth disabled={busy} onClick={() => kernel.bus.emit('pay:confirm', undefined)}>
          Pay
        </Button>
      )}
      <Button variant="secondary" fullWidth disabled={busy} onClick={() => kernel.close()}>
        {ended ? 'Close' : 'Cancel'}
      </Button>
    </div>
  )
}
