import type { AdapterContext } from 'foyer'
import type { AuthFrame } from '../../plugins/email/auth/createAuthFrame.js'
import { createAuthProvider } from './createAuthProvider.js'
import type { DiscoveredProvider } from './discoverConnectors.js'

export const authConnectorId = 'ID_AUTH'

/**
 * The AUTH connector of eip155 (email and social login, SPEC §6). Its frame is the instance's one (shared with
 * the solana adapter) and its code loads on first use; nothing creates the iframe before a request needs it.
 */
export function authConnector(context: AdapterContext): DiscoveredProvider {
  const frame = () =>
    context.shared<Promise<AuthFrame>>('authFrame', () =>
      import('../../plugins/email/auth/createAuthFrame.js').then(({ createAuthFrame }) => createAuthFrame(context)),
    )
  const provider = createAuthProvider(frame, context.networks)
  return {
    connector: { id: authConnectorId, type: 'AUTH', name: 'Email' },
    provider,
    end: async () => (await frame()).signOut(),
  }
}
