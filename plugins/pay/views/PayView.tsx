import { Button, formatQuantity, Spinner, Text, t, useFoyerState, useKernel } from 'foyer/ui'
import type { ReactNode } from 'react'
import { selectPay } from '../state.js'

/** One line of the payment: what it is, and its value. */
function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>
        <Text tone="muted">{term}</Text>
      </dt>
      <dd>{children}</dd>
    </>
  )
}

/**
 * The payment the app asked for: the amount and asset, the network and the recipient in full; Pay asks the wallet
 * (switching network first when needed), Cancel closes. A refusal or failure shows here, in an alert.
 */
export default function PayView() {
  const kernel = useKernel()
  const { request, phase, error } = useFoyerState(selectPay)
  if (!request) return <Text tone="muted">{t('No payment to show.')}</Text>
  const busy = phase === 'switching' || phase === 'sending'
  const ended = phase === 'declined' || phase === 'failed' || phase === 'paid'
  return (
    <div className="foyer-list" style={{ alignItems: 'stretch' }}>
      <dl className="foyer-list" aria-label={t('Payment')}>
        <Detail term={t('Pay')}>
          <Text variant="title" data-testid="pay-amount">
            {formatQuantity(request.amount)} {request.symbol}
          </Text>
        </Detail>
        <Detail term={t('To')}>
          <Text data-testid="pay-recipient" style={{ overflowWrap: 'anywhere', fontFamily: 'monospace' }}>
            {request.recipient}
          </Text>
        </Detail>
        <Detail term={t('Network')}>
          <Text data-testid="pay-network">{request.networkName}</Text>
        </Detail>
      </dl>
      {error ? (
        <Text tone="error" role="alert">
          {t(error)}
        </Text>
      ) : null}
      {busy ? (
        <div className="foyer-list" style={{ alignItems: 'center' }} role="status">
          <Spinner label={t('Waiting for the wallet')} />
          <Text tone="muted">
            {phase === 'switching' ? t('Switching network in your wallet') : t('Approve the payment in your wallet')}
          </Text>
        </div>
      ) : null}
      {ended ? null : (
        <Button fullWidth disabled={busy} onClick={() => kernel.bus.emit('pay:confirm', undefined)}>
          {t('Pay')}
        </Button>
      )}
      <Button variant="secondary" fullWidth disabled={busy} onClick={() => kernel.close()}>
        {ended ? t('Close') : t('Cancel')}
      </Button>
    </div>
  )
}
