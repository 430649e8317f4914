import type { FoyerError } from 'foyer'
import {
  Button,
  formatCurrency,
  formatQuantity,
  Spinner,
  Text,
  t,
  useFoyerState,
  useKernel,
  useActiveLocale,
} from 'foyer/ui'
import { useState } from 'react'
import { runSwap } from '../runSwap.js'
import { fromUnits } from '../rules/units.js'
import { selectSwaps } from '../state.js'
import { formatExact } from './formatExact.js'
import { QuoteDetails } from './QuoteDetails.js'
import { useNetworkFee } from './useNetworkFee.js'

/** The swap as it will go, with the network fee; then the approval (when needed) and the swap in the wallet. */
export default function SwapPreview() {
  const kernel = useKernel()
  const swaps = useFoyerState(selectSwaps)
  const namespace = useFoyerState((state) => state.activeNamespace)
  const connectorId = useFoyerState((state) => (namespace ? state.activeConnectorIds[namespace] : undefined))
  const address = useFoyerState((state) => (namespace ? state.chains[namespace]?.accountState.address : undefined))
  const network = namespace ? kernel.networks.active(namespace) : undefined
  const { fee, error: feeError } = useNetworkFee(
    network,
    swaps.prices[network?.nativeCurrency.symbol.toUpperCase() ?? ''],
  )
  const [problem, setProblem] = useState<string>()
  const locale = useActiveLocale()
  const { quote, sourceToken: from, toToken: to, step } = swaps
  if (!quote || !from || !to || !network || !connectorId || !address)
    return <Text tone="muted">{t('Nothing to swap: go back to the form.')}</Text>

  const confirm = () => {
    setProblem(undefined)
    runSwap(kernel, {
      network,
      connectorId,
      address,
      from,
      to,
      units: BigInt(quote.fromUnits),
      quotedUnits: BigInt(quote.toUnits),
    }).catch((caught: unknown) => setProblem((caught as Partial<FoyerError>).shortMessage ?? String(caught)))
  }
  return (
    <div className="foyer-list" style={{ alignItems: 'stretch' }}>
      <Text variant="title" data-testid="swap-preview-amount">
        {formatExact(fromUnits(BigInt(quote.fromUnits), from.decimals), locale)} {from.symbol} → {to.symbol}
      </Text>
      <QuoteDetails quote={quote} from={from} to={to} prices={swaps.prices} />
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
        <Text tone="muted">{t('Network fee')}</Text>
        {fee ? (
          <Text data-testid="swap-preview-fee">
            {formatQuantity(fee.amount, 18)} {fee.symbol}
            {fee.usd === undefined ? '' : ` (${formatCurrency(fee.usd)})`}
          </Text>
        ) : feeError ? (
          <Text tone="muted">{t('Unknown')}</Text>
        ) : (
          <Spinner label={t('Estimating the network fee')} />
        )}
      </div>
      {problem || feeError ? (
        <Text tone="error" role="alert">
          {t(problem ?? feeError ?? '')}
        </Text>
      ) : null}
      {step ? (
        <div className="foyer-list" style={{ alignItems: 'center' }} role="status">
          <Spinner label={t('Waiting for the wallet')} />
          <Text tone="muted">
            {step === 'approve'
              ? t('Approve {symbol} in your wallet', { symbol: from.symbol })
              : t('Confirm the swap in your wallet')}
          </Text>
        </div>
      ) : null}
      <Button fullWidth disabled={step !== undefined || !fee} onClick={confirm}>
        {t('Swap')}
      </Button>
      <Button variant="secondary" fullWidth disabled={step !== undefined} onClick={() => kernel.router.goBack()}>
        {t('Cancel')}
      </Button>
    </div>
  )
}
