import { Spinner, Text, t, useFoyerState, useKernel, LoadFailed } from 'foyer/ui'
import { selectSessions } from '../state.js'
import { revokeFromView } from './revokeFromView.js'
import { SessionItem } from './SessionItem.js'
import { useSmartSessions } from './useSmartSessions.js'

/**
 * The connected smart account's sessions (SPEC §7): each with its project, permissions, policies, expiry and
 * whether it is revoked; Revoke signs the session's pci with the connected wallet, posts it, and reads the list again.
 */
export default function SessionsView() {
  const kernel = useKernel()
  const connected = useFoyerState((state) => state.chains.eip155?.accountState.status === 'connected')
  const { loaded, refresh } = useSmartSessions()
  const revoking = useFoyerState((state) => selectSessions(state).revoking)
  if (!connected) return <Text tone="muted">{t('Not connected.')}</Text>
  if (loaded.status === 'loading') return <Spinner label={t('Loading sessions')} />
  if (loaded.status === 'failed') return <LoadFailed message={loaded.message} onRetry={refresh} />
  if (loaded.sessions.length === 0)
    return (
      <Text tone="muted" align="center" role="status">
        {t('No sessions yet')}
      </Text>
    )

  const symbol = kernel.networks.active('eip155')?.nativeCurrency.symbol ?? ''
  const now = Math.floor(kernel.clock.now() / 1000)
  return (
    <ul className="foyer-list" aria-label={t('Smart sessions')} style={{ margin: 0, padding: 0 }}>
      {loaded.sessions.map((session) => (
        <SessionItem
          key={session.pci}
          session={session}
          symbol={symbol}
          now={now}
          revoking={revoking === session.pci}
          disabled={revoking !== undefined}
          onRevoke={() => void revokeFromView(kernel, session.pci)}
        />
      ))}
    </ul>
  )
}
