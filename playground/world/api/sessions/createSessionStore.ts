import { randomUUID } from 'node:crypto'
import type { SmartSession } from '../../../../plugins/sessions/schemas.js'

const dayInSeconds = 86_400

type RevokeListener = (caipAddress: string, session: SmartSession) => void

/**
 * Smart sessions per CAIP-10 account, in memory: the embedded wallet records its grants here (startWorld), and
 * tests and the playground add them through the control. A revoke through the API is told to the listener (the
 * world's embedded wallet then revokes the session key on chain).
 */
export function createSessionStore(now: () => number) {
  const byAccount = new Map<string, SmartSession[]>()
  const keyOf = (caipAddress: string) => caipAddress.toLowerCase()
  const listeners = new Set<RevokeListener>()
  const list = (caipAddress: string) => byAccount.get(keyOf(caipAddress)) ?? []
  return {
    list,
    /** Marks revoked the session of `pci` (or of permission context `context`); undefined when there is none. */
    revoke(caipAddress: string, which: { pci?: string; context?: string }): SmartSession | undefined {
      const session = list(caipAddress).find(
        (candidate) =>
          candidate.pci === which.pci || (which.context !== undefined && candidate.context === which.context),
      )
      if (session && !session.revokedAt) session.revokedAt = Math.floor(now() / 1000)
      return session
    },
    onRevokedThroughApi(listener: RevokeListener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    revokedThroughApi(caipAddress: string, session: SmartSession) {
      for (const listener of listeners) listener(caipAddress, session)
    },
    add(caipAddress: string, session: Partial<SmartSession> = {}): SmartSession {
      const seconds = Math.floor(now() / 1000)
      const full: SmartSession = {
        project: { id: 'foyer-playground', name: 'Foyer Playground', url: null, iconUrl: null },
        pci: randomUUID(),
        expiry: seconds + dayInSeconds,
        createdAt: seconds,
        permissions: [
          { type: 'native-token-recurring-allowance', data: { allowance: '0x2386f26fc10000', period: 86400 } },
        ],
        policies: [],
        context: '0x',
        revokedAt: null,
        ...session,
      }
      byAccount.set(keyOf(caipAddress), [...(byAccount.get(keyOf(caipAddress)) ?? []), full])
      return full
    },
    clear: () => byAccount.clear(),
  }
}
export type SessionStore = ReturnType<typeof createSessionStore>
