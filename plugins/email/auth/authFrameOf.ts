import type { AdapterRegistry, Namespace } from 'foyer'
import { foyerError } from 'foyer/kit'
import type { AuthFrame } from './createAuthFrame.js'

/** The AUTH connector's id in every namespace that has one. */
export const authConnectorId = 'ID_AUTH'

/** SPEC §6, §9: the namespaces the embedded wallet supports. */
export const authNamespaces = ['eip155', 'solana'] as const satisfies readonly Namespace[]

const isAuthProvider = (value: unknown): value is { frame(): Promise<AuthFrame> } =>
  typeof (value as { frame?: unknown } | undefined)?.frame === 'function'

/**
 * The instance's embedded-wallet frame (one for all namespaces), through the AUTH connector of the first adapter
 * that has one ('No auth connector found' when none has).
 */
export async function authFrameOf(adapters: AdapterRegistry): Promise<AuthFrame> {
  for (const namespace of authNamespaces) {
    if (!adapters.has(namespace, 'getProvider')) continue
    const provider = await adapters
      .capability(
        namespace,
        'getProvider',
      )({ connectorId: authConnectorId })
      .catch(() => undefined)
    if (isAuthProvider(provider)) return provider.frame()
  }
  throw foyerError('NO_AUTH_CONNECTOR')
}
