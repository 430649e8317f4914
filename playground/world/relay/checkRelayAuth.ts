// The relay's door: a client connects to `ws://host/?auth=<JWT>&projectId=...&ua=...&useOnCloseEvent=true`.
// The JWT is the one `@walletconnect/core` signs with its client key (relay-auth, EdDSA over Ed25519, `iss` is the
// client's did:key). The real relay also refuses a missing project id; so do we (any non-empty id passes).
import { decodeJWT, verifyJWT } from '@walletconnect/relay-auth'

export type RelayAuth = { ok: true; clientId: string } | { ok: false; reason: string }

const refuse = (reason: string): RelayAuth => ({ ok: false, reason: `Authorization error: ${reason}` })

/** Checks the connection URL's query; `nowMs` for the token's expiry. */
export async function checkRelayAuth(query: URLSearchParams, nowMs: number): Promise<RelayAuth> {
  if (!query.get('projectId')) return refuse('Project ID is missing')
  const token = query.get('auth')
  if (!token) return refuse('Unauthorized: JWT is missing')
  try {
    const { payload } = decodeJWT(token)
    if (typeof payload?.iss !== 'string') return refuse('Unauthorized: invalid JWT')
    if (!(await verifyJWT(token))) return refuse('Unauthorized: invalid JWT signature')
    if (typeof payload.exp !== 'number' || payload.exp * 1000 < nowMs) return refuse('Unauthorized: JWT has expired')
    return { ok: true, clientId: payload.iss }
  } catch {
    return refuse('Unauthorized: invalid JWT')
  }
}
