import type { FoyerState } from 'foyer'
import { Spinner, Text, t, useFoyerState, useKernel, LoadFailed } from 'foyer/ui'
import { useEffect, useState } from 'react'
import { loadTransactions } from '../loadTransactions.js'
import { selectActivity } from '../state.js'
import { ActivityList } from './ActivityList.js'

const selectAddress = (state: FoyerState) =>
  state.activeNamespace === 'eip155' ? state.chains.eip155?.accountState.address : undefined

/** The clock's time, moved on every 30 s so "2 minutes ago" stays true while the tab is open. */
function useNow(): number {
  const { clock } = useKernel()
  const [now, setNow] = useState(() => clock.now())
  useEffect(() => {
    const handle = clock.setTimeout(() => setNow(clock.now()), 30_000)
    return () => clock.clearTimeout(handle)
  }, [clock, now])
  return now
}

/** The Activity tab: the account's transactions on the active network, loading, empty and failure states. */
export default function ActivityTab() {
  const kernel = useKernel()
  const activity = useFoyerState(selectActivity)
  const address = useFoyerState(selectAddress)
  const now = useNow()
  if (!address) return null
  const { transactions, loading, error, next } = activity
  if (error) return <LoadFailed message={t(error)} onRetry={() => void loadTransactions(kernel, 'first')} />
  if (transactions.length === 0)
    return loading ? (
      <Spinner label={t('Loading transactions')} />
    ) : (
      <Text tone="muted" align="center">
        {t('No transactions yet')}
      </Text>
    )
  return (
    <ActivityList transactions={transactions} address={address} now={now} more={next !== undefined} loading={loading} />
  )
}
