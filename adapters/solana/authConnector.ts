import type { AdapterContext } from 'foyer'
import type { AuthFrame } from '../../plugins/email/auth/createAuthFrame.js'
import { authHandle } from './authHandle.js'
import type { DiscoveredSolanaWallet } from './discoverSolanaWallets.js'

/** The AUTH connector's id, the same in every namespace. */
export const authConnectorId = 'ID_AUTH'

/**
 * The AUTH connector of solana (email and social login, SPEC §6), registered as the eip155 one is. Its frame is
 * the instance's one (shared with the eip155 adapter) and its code loads on first use; nothing creates the iframe
 * before a request needs it.
 */
export function authConnector(context: AdapterContext): DiscoveredSolanaWallet {
  const frame = () =>
    context.shared<Promise<AuthFrame>>('authFrame', () =>
      import('../../plugins/email/auth/createAuthFrame.js').then(({ createAuthFrame }) => createAuthFrame(context)),
    )
  return { connector: { id: authConnectorId, type: 'AUTH', name: 'Email' }, handle: authHandle(frame, context) }
}
