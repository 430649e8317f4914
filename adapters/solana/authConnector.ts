import type { AdapterContext } from 'foyer'
import { authConnectorId, sharedEmbeddedWallet } from 'foyer/embedded-wallet'
import { authHandle } from './authHandle.js'
import type { DiscoveredSolanaWallet } from './discoverSolanaWallets.js'

/**
 * The AUTH connector of solana (email and social login, SPEC §6), registered as the eip155 one is. Its frame is
 * the instance's embedded wallet (shared with the eip155 adapter and the email and socials plugins) and its code
 * loads on first use; nothing creates the iframe before a request needs it.
 */
export function authConnector(context: AdapterContext): DiscoveredSolanaWallet {
  const wallet = sharedEmbeddedWallet('solana', context)
  return { connector: { id: authConnectorId, type: 'AUTH', name: 'Email' }, handle: authHandle(wallet, context) }
}
