import { randomUUID } from 'node:crypto'
import type { SmartSession } from '../../../../plugins/sessions/schemas.js'

const dayInSeconds = 86_400

/** Smart sessions per CAIP-10 account, in memory; tests and the playground add them through the control. */
export function createSessionStore(now: () => number) {
  const byAccount = new Map<string, SmartSession[]>()
  const keyOf = (caipAddress: string) => caipAddress.toLowerCase()
  return {
    list: (caipAddress: string) => byAccount.get(keyOf(caipAddress)) ?? [],
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
