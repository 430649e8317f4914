import type { AdapterRegistry } from 'foyer'
import { foyerError } from 'foyer/kit'
import type { AuthFrame } from './createAuthFrame.js'

/** The AUTH connector's id in every namespace that has one. */
export const authConnectorId = 'ID_AUTH'

const isAuthProvider = (value: unknown): value is { frame(): Promise<AuthFrame> } =>
  typeof (value as { frame?: unknown } | undefined)?.frame === 'function'

/** The instance's embedded-wallet frame, through the eip155 adapter's AUTH connector ('No auth connector found'). */
export async function authFrameOf(adapters: AdapterRegistry): Promise<AuthFrame> {
  if (!adapters.has('eip155', 'getProvider')) throw foyerError('NO_AUTH_CONNECTOR')
  const provider = await adapters.capability('eip155', 'getProvider')({ connectorId: authConnectorId })
  if (!isAuthProvider(provider)) throw foyerError('NO_AUTH_CONNECTOR')
  return provider.frame()
}
