import { Button, formatCurrency, formatQuantity, Image, Spinner, Text, t, truncateAddress, useKernel } from 'foyer/ui'
import { sendTokens } from '../sendTokens.js'
import { usePreview } from './usePreview.js'

/** The transfer as it will go, with the network fee, before the visitor confirms; then the wallet is asked. */
export default function SendPreview() {
  const kernel = useKernel()
  const { send, checked, network, connectorId, fee, problem } = usePreview()
  if (!checked || !network || !connectorId || !send.receiverAddress)
    return <Text tone="muted">{t('Nothing to send: go back to the form.')}</Text>

  const confirm = () =>
    fee &&
    void sendTokens(kernel, {
      network,
      connectorId,
      units: checked.units,
      priced: fee.priced,
    })
  const receiver = send.receiverAddress
  return (
    <div className="foyer-list" style={{ alignItems: 'stretch' }}>
      <dl className="foyer-list" aria-label={t('Transfer')}>
        <dt>
          <Text tone="muted">{t('Send')}</Text>
        </dt>
        <dd>
          <Text variant="title" data-testid="send-preview-amount">
            {formatQuantity(send.sendTokenAmount)} {checked.token.symbol}
          </Text>
        </dd>
        <dt>
          <Text tone="muted">{t('To')}</Text>
        </dt>
        <dd style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          {send.receiverProfileName ? (
            <Image
              src={send.receiverProfileImageUrl}
              alt=""
              size={32}
              fallback={send.receiverProfileName.slice(0, 1)}
            />
          ) : null}
          <Text data-testid="send-preview-receiver" title={receiver}>
            {send.receiverProfileName
              ? `${send.receiverProfileName} (${truncateAddress(receiver)})`
              : truncateAddress(receiver)}
          </Text>
        </dd>
        <dt>
          <Text tone="muted">{t('Network fee')}</Text>
        </dt>
        <dd>
          {fee ? (
            <Text data-testid="send-preview-fee">
              {formatQuantity(fee.amount, 18)} {fee.symbol}
              {fee.usd ? ` (${formatCurrency(Number(fee.usd))})` : ''}
            </Text>
          ) : problem ? (
            <Text tone="muted">{t('Unknown')}</Text>
          ) : (
            <Spinner label={t('Estimating the network fee')} />
          )}
        </dd>
        <dt>
          <Text tone="muted">{t('Network')}</Text>
        </dt>
        <dd>
          <Text>{network.name}</Text>
        </dd>
      </dl>
      {problem ? (
        <Text tone="error" role="alert">
          {t(problem)}
        </Text>
      ) : null}
      {send.loading ? (
        <div className="foyer-list" style={{ alignItems: 'center' }} role="status">
          <Spinner label={t('Waiting for the wallet')} />
          <Text tone="muted">{t('Approve the transfer in your wallet')}</Text>
        </div>
      ) : null}
      <Button fullWidth disabled={send.loading || !fee || problem !== undefined} onClick={confirm}>
        {t('Send')}
      </Button>
      <Button variant="secondary" fullWidth disabled={send.loading} onClick={() => kernel.router.goBack()}>
        {t('Cancel')}
      </Button>
    </div>
  )
}
