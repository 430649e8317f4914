import type { TokenBalance } from 'foyer'
import { Button, ListItem, Spinner, Text, useFoyerState, useKernel } from 'foyer/ui'
import { formatQuantity } from '../rules/formatQuantity.js'
import { refreshTokenBalances } from '../tokens/refreshTokenBalances.js'

const selectBalances = (state: {
  activeNamespace?: string
  chains: Record<string, { accountState: { tokenBalance: TokenBalance[] } } | undefined>
}) => (state.activeNamespace ? state.chains[state.activeNamespace]?.accountState.tokenBalance : undefined) ?? []

/** The Tokens tab: the account's token balances, or 'Token Balance Unavailable'. */
export default function TokensTab() {
  const kernel = useKernel()
  const status = useFoyerState((state) => state.tokens?.status ?? 'idle')
  const balances = useFoyerState(selectBalances)

  if (status === 'loading' && balances.length === 0) return <Spinner label="Loading token balances" />
  if (status === 'unavailable')
    return (
      <div className="foyer-list" style={{ alignItems: 'center' }}>
        <Text tone="muted" role="status">
          Token Balance Unavailable
        </Text>
        <Button variant="secondary" onClick={() => void refreshTokenBalances(kernel)}>
          Try again
        </Button>
      </div>
    )
  if (balances.length === 0)
    return (
      <Text tone="muted" align="center">
        No tokens yet
      </Text>
    )
  return (
    <ul className="foyer-list" aria-label="Tokens">
      {balances.map((balance) => (
        <li key={balance.address ?? `${balance.chainId}:native`}>
          <ListItem
            label={balance.name}
            imageSrc={balance.iconUrl || undefined}
            tag={`${formatQuantity(balance.quantity.numeric)} ${balance.symbol}`}
            as="div"
          />
        </li>
      ))}
    </ul>
  )
}
