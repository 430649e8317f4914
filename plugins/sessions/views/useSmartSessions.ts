import type { FoyerError } from 'foyer'
import { useFoyerState, useKernel } from 'foyer/ui'
import { useEffect, useState } from 'react'
import { fetchSmartSessions } from '../fetchSmartSessions.js'
import type { SmartSession } from '../schemas.js'
import { selectSessions } from '../state.js'

export type LoadedSessions =
  | { status: 'loading' }
  | { status: 'ready'; sessions: SmartSession[] }
  | { status: 'failed'; message: string }

/**
 * The connected account's smart sessions from the data API, read again when the account changes, a revoke ends
 * or `refresh` is called; a refresh keeps the list drawn until the new one is there.
 */
export function useSmartSessions(): { loaded: LoadedSessions; refresh(): void } {
  const kernel = useKernel()
  const caipAddress = useFoyerState((state) => state.chains.eip155?.accountState.caipAddress)
  const [attempt, setAttempt] = useState(0)
  // A revoke that ended (perhaps while another view was over this one) means the list changed.
  const revokes = useFoyerState((state) => selectSessions(state).revokes)
  const [loaded, setLoaded] = useState<LoadedSessions>({ status: 'loading' })
  useEffect(() => {
    if (!caipAddress) return
    let current = true
    setLoaded((before) => (before.status === 'ready' ? before : { status: 'loading' }))
    // After a revoke (or Try again), a read of the list begun before it (the view remounted as the wallet's approval
    // view closed) must not answer for this one: it may have been answered before the revoke was.
    fetchSmartSessions(kernel, { fresh: revokes > 0 || attempt > 0 }).then(
      (sessions) => current && setLoaded({ status: 'ready', sessions }),
      (error: unknown) =>
        current && setLoaded({ status: 'failed', message: (error as FoyerError).shortMessage ?? String(error) }),
    )
    return () => {
      current = false
    }
  }, [kernel, caipAddress, attempt, revokes])
  return { loaded, refresh: () => setAttempt((count) => count + 1) }
}
