import type { AdapterContext } from 'foyer'
import { authConnectorId, sharedEmbeddedWallet } from 'foyer/embedded-wallet'
import { createAuthProvider } from './createAuthProvider.js'
import type { DiscoveredProvider } from './discoverConnectors.js'

/**
 * The AUTH connector of eip155 (email and social login, SPEC §6). Its frame is the instance's embedded wallet
 * (shared with the solana adapter and the email and socials plugins) and its code loads on first use; nothing
 * creates the iframe before a request needs it.
 */
export function authConnector(context: AdapterContext): DiscoveredProvider {
  const wallet = sharedEmbeddedWallet('eip155', context)
  const provider = createAuthProvider(wallet.frame, context.networks)
  return {
    connector: { id: authConnectorId, type: 'AUTH', name: 'Email' },
    provider,
    end: async () => (await wallet.frame()).signOut(),
  }
}
