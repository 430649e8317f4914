import type { Kernel } from 'foyer'
import { authConnectorId } from '../../email/auth/index.js'

/** Connects the AUTH connector once the frame has a user (its GET_USER names the account), then shows Account. */
export async function connectAuth(kernel: Kernel): Promise<void> {
  await kernel.connections.connect({
    namespace: 'eip155',
    connectorId: authConnectorId,
    network: kernel.networks.active('eip155'),
  })
  kernel.router.reset('Account')
  if (kernel.router.current()?.view === 'Account') kernel.close()
}
