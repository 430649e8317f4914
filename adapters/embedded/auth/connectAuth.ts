import type { Kernel } from 'foyer'
import { authConnectorId } from '../authConnectorId.js'
import { authNamespace } from './authNamespace.js'

/**
 * Connects the AUTH connector once the frame has a user (its GET_USER names the account), on the namespace the
 * visitor is on (eip155 or solana, SPEC §6), then shows Account.
 */
export async function connectAuth(kernel: Kernel): Promise<void> {
  const namespace = authNamespace(kernel.store.getState())
  await kernel.connections.connect({
    namespace,
    connectorId: authConnectorId,
    network: kernel.networks.active(namespace),
  })
  kernel.router.reset('Account')
  if (kernel.router.current()?.view === 'Account') kernel.close()
}
