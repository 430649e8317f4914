import type { FoyerStorage } from 'foyer'
import { type StoredSession, siwxMessageDataSchema } from './siwxSessionSchema.js'

export interface SessionKey {
  /** CAIP-2. */
  chainId: string
  address: string
}

const sameAccount = (session: StoredSession, { chainId, address }: Partial<SessionKey>) =>
  (chainId === undefined || session.data.chainId === chainId) &&
  (address === undefined || session.data.accountAddress.toLowerCase() === address.toLowerCase())

/**
 * The sessions under the sign-in tokens key (SPEC §3), one per account and network. Reading checks each
 * session's fields and drops the ones whose expiration time passed (and writes the rest back).
 */
export function siwxSessions(storage: Pick<FoyerStorage, 'get' | 'set' | 'remove'>, now: () => number) {
  const all = (): StoredSession[] => {
    const stored = storage.get('siwxSessions') ?? []
    const kept = stored.flatMap((session) => {
      const data = siwxMessageDataSchema.safeParse(session.data)
      if (!data.success) return []
      const expired = data.data.expirationTime !== undefined && !(now() < Date.parse(data.data.expirationTime))
      return expired ? [] : [{ ...session, data: data.data }]
    })
    if (kept.length !== stored.length) write(kept)
    return kept
  }
  const write = (sessions: StoredSession[]) =>
    sessions.length ? storage.set('siwxSessions', sessions) : storage.remove('siwxSessions')
  return {
    all,
    /** The session of that account on that network, if one is stored and not expired. */
    find: (key: SessionKey) => all().find((session) => sameAccount(session, key)),
    /** Stores a session, in place of the account's earlier one on that network. */
    add(session: StoredSession) {
      write([...all().filter((other) => !sameAccount(other, session.data)), session])
    },
    /** Revokes the sessions that match (every session when nothing is given). */
    revoke(key: Partial<SessionKey> = {}) {
      write(all().filter((session) => !sameAccount(session, key)))
    },
  }
}
