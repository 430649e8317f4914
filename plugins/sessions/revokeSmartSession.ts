import type { PluginContext } from 'foyer'
import { foyerError } from 'foyer/kit'
import { revokeSessionSchema } from './schemas.js'

type Context = Pick<PluginContext, 'api' | 'store' | 'adapters'>

/**
 * Revokes a smart session (SPEC §7: POST /v1/sessions/{caipAddress}/revoke with its pci and the account's
 * signature of that pci, signed by the connected wallet).
 */
export async function revokeSmartSession(context: Context, pci: string): Promise<void> {
  const state = context.store.getState()
  const { address, caipAddress } = state.chains.eip155?.accountState ?? {}
  const connectorId = state.activeConnectorIds.eip155
  if (!address || !caipAddress || !connectorId) throw foyerError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  const signature = await context.adapters.getOrThrow('eip155').signMessage({ connectorId, address, message: pci })
  await context.api.api.post({
    path: `/v1/sessions/${caipAddress}/revoke`,
    body: { pci, signature },
    schema: revokeSessionSchema,
    // Not idempotent: a retry after a lost answer would be refused as already revoked.
    retries: 0,
  })
}
