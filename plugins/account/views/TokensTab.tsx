import type { TokenBalance } from 'foyer'
import { Button, formatQuantity, ListItem, Spinner, Text, useFoyerState, useKernel, VirtualList, t } from 'foyer/ui'
import { useEffect, useState } from 'react'
import { refreshTokenBalances, tokenRetryBlockMs } from '../tokens/refreshTokenBalances.js'

const selectBalances = (state: {
  activeNamespace?: string
  chains: Record<string, { accountState: { tokenBalance: TokenBalance[] } } | undefined>
}) => (state.activeNamespace ? state.chains[state.activeNamespace]?.accountState.tokenBalance : undefined) ?? []

const balanceKey = (balance: TokenBalance) => balance.address ?? `${balance.chainId}:native`

/** Whole seconds left of the 30 s retry block after a failure (SPEC §9), counted down on the kernel's clock. */
function useRetryWait(failedAt: number | undefined): number {
  const { clock } = useKernel()
  const left = () => (failedAt === undefined ? 0 : Math.max(0, failedAt + tokenRetryBlockMs - clock.now()))
  const [, tick] = useState(0)
  const wait = left()
  useEffect(() => {
    if (wait <= 0) return
    const handle = clock.setTimeout(() => tick((count) => count + 1), wait % 1000 || 1000)
    return () => clock.clearTimeout(handle)
  })
  return Math.ceil(wait / 1000)
}

/** The Tokens tab: the account's token balances, or 'Token Balance Unavailable'. */
export default function TokensTab() {
  const kernel = useKernel()
  const status = useFoyerState((state) => state.tokens?.status ?? 'idle')
  const failedAt = useFoyerState((state) => state.tokens?.failedAt)
  const balances = useFoyerState(selectBalances)
  const wait = useRetryWait(status === 'unavailable' ? failedAt : undefined)

  if (status === 'loading' && balances.length === 0) return <Spinner label={t('Loading token balances')} />
  if (status === 'unavailable')
    return (
      <div className="foyer-list" style={{ alignItems: 'center' }}>
        <Text tone="muted" role="status">
          {t('Token Balance Unavailable')}
        </Text>
        <Button
          variant="secondary"
          disabled={wait > 0}
          aria-describedby={wait > 0 ? 'foyer-tokens-wait' : undefined}
          onClick={() => void refreshTokenBalances(kernel)}
        >
          {t('Try again')}
        </Button>
        {wait > 0 ? (
          <Text tone="muted" id="foyer-tokens-wait">
            {t('You can try again in {seconds} s', { seconds: wait })}
          </Text>
        ) : null}
      </div>
    )
  if (balances.length === 0)
    return (
      <Text tone="muted" align="center">
        {t('No tokens yet')}
      </Text>
    )
  // Any number of balances: only the rows in view are drawn (a wallet may hold thousands of tokens).
  return (
    <VirtualList label={t('Tokens')} items={balances} rowHeight={64} maxHeight={336} itemKey={balanceKey}>
      {(balance) => (
        <ListItem
          label={balance.name}
          imageSrc={balance.iconUrl || undefined}
          tag={`${formatQuantity(balance.quantity.numeric)} ${balance.symbol}`}
          as="div"
        />
      )}
    </VirtualList>
  )
}
