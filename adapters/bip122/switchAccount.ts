import type { AdapterContext } from 'foyer'
import { foyerError } from 'foyer/kit'
import { bip122Errors } from './bip122Errors.js'

/**
 * Makes one of the connection's accounts the active one (SPEC §5): an address is required, it must be one the
 * wallet gave, and only a payment account may become active (an ordinal one is refused). The kernel hears it as
 * the wallet's accounts in a new order, the chosen one first.
 */
export async function switchAccount(
  context: Pick<AdapterContext, 'store' | 'onAccountsChanged'>,
  { connectorId, address }: { connectorId: string; address?: string },
): Promise<void> {
  if (!address) throw bip122Errors.switchNeedsAddress()
  const connection = context.store.getState().connections.bip122?.find((c) => c.connectorId === connectorId)
  if (!connection) throw foyerError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { connectorId })
  const account = connection.accounts.find((candidate) => candidate.address === address)
  if (!account) throw bip122Errors.switchUnknownAccount(address)
  if (account.type !== 'payment') throw bip122Errors.switchNotPayment(address, account.type)
  const others = connection.accounts.filter((candidate) => candidate !== account)
  context.onAccountsChanged(connectorId, [account, ...others])
}
