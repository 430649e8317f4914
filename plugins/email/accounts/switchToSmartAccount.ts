import type { Kernel } from 'foyer'
import { foyerError } from 'foyer/kit'
import { type AuthFrame, authConnectorId } from 'foyer/embedded-wallet'

/**
 * SPEC §4: the embedded wallet's smart account, where the network has smart accounts and the preferred type is
 * the EOA. The frame first readies the smart account on the active network (SPEC §7's init smart account), then
 * switches to it; either refusing is 'This application might not support Smart Accounts' and leaves the EOA. The
 * type is stored, and the AUTH connector connects again on the smart account's address.
 */
export async function switchToSmartAccount(kernel: Kernel, auth: AuthFrame): Promise<void> {
  const unsupported = (cause: unknown) => {
    throw foyerError('SMART_ACCOUNTS_UNSUPPORTED', undefined, { cause })
  }
  await auth.bridge.request('INIT_SMART_ACCOUNT').catch(unsupported)
  await auth.bridge.request('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }).catch(unsupported)
  kernel.storage.set('preferredAccountTypes', {
    ...kernel.storage.get('preferredAccountTypes'),
    eip155: 'smartAccount',
  })
  await kernel.connections.connect({
    namespace: 'eip155',
    connectorId: authConnectorId,
    network: kernel.networks.active('eip155'),
  })
}

/** SPEC §4: whether the Account view offers the switch: smart accounts on the active network, the EOA preferred. */
export function canSwitchToSmartAccount(kernel: Kernel, enabled: readonly number[]): boolean {
  const chain = kernel.store.getState().chains.eip155
  const chainId = Number(chain?.activeNetworkId?.split(':')[1])
  return chain?.accountState.preferredAccountType === 'eoa' && enabled.includes(chainId)
}
