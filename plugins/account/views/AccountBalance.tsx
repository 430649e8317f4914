import { Button, Text, useFoyerState, useKernel, formatQuantity, t } from 'foyer/ui'
import { refreshAccountDetails } from '../nativeBalance.js'

export interface AccountBalanceProps {
  balance: string | undefined
  symbol: string | undefined
}

/** The native balance, '…' while it loads, or 'Balance unavailable' with a retry when the RPC failed. */
export function AccountBalance({ balance, symbol }: AccountBalanceProps) {
  const kernel = useKernel()
  const unavailable = useFoyerState((state) => state.nativeBalance?.status === 'unavailable')
  if (balance === undefined && unavailable)
    return (
      <>
        <Text tone="muted" data-testid="account-balance" role="status">
          {t('Balance unavailable')}
        </Text>
        <Button variant="secondary" onClick={() => void refreshAccountDetails(kernel)}>
          {t('Reload balance')}
        </Button>
      </>
    )
  return (
    <Text tone="muted" data-testid="account-balance">
      {balance === undefined ? '…' : `${formatQuantity(balance)} ${symbol ?? ''}`.trim()}
    </Text>
  )
}
