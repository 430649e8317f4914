import type { PluginContext } from 'foyer'
import { foyerError } from 'foyer/kit'
import { authNamespaces } from './auth/authNamespace.js'
import type { AuthFrame } from './auth/createAuthFrame.js'

/**
 * The instance's embedded-wallet frame (one for all namespaces), for the plugins that log in with it (email,
 * socials): the one the adapters' AUTH connectors share, once their code has loaded ('No auth connector found' when
 * none has one).
 */
export async function embeddedWalletOf({
  adapters,
  shared,
}: Pick<PluginContext, 'adapters' | 'shared'>): Promise<AuthFrame> {
  // An adapter's AUTH connector joins as its code loads (lazyAdapter): the adapters that can have one load first.
  await Promise.all(
    authNamespaces.map((namespace) =>
      adapters
        .get(namespace)
        ?.discovered?.()
        .catch(() => undefined),
    ),
  )
  const wallet = shared.get('embeddedWallet')
  if (!wallet) throw foyerError('NO_AUTH_CONNECTOR')
  return wallet.frame()
}
