import type { FoyerState, PluginContext } from 'foyer'

/**
 * What the Sessions view keeps across its remounts (an approval view comes over it while the wallet signs a revoke):
 * the session being revoked, and a count that each ended revoke raises, so the view mounted then reads the list again.
 */
export interface SessionsSlice {
  revoking: string | undefined
  revokes: number
}

declare module 'foyer' {
  interface Slices {
    sessions: SessionsSlice
  }
}

export const initialSessions: SessionsSlice = { revoking: undefined, revokes: 0 }

/** The sessions slice, or its initial value before the plugin set it up. */
export const selectSessions = (state: FoyerState): SessionsSlice => state.sessions ?? initialSessions

/** Changes the sessions slice (a no-op before the plugin set it up). */
export function updateSessions(
  context: Pick<PluginContext, 'updateSlice'>,
  change: (slice: SessionsSlice) => Partial<SessionsSlice>,
) {
  context.updateSlice('sessions', (sessions) => void Object.assign(sessions, change(sessions as SessionsSlice)))
}
