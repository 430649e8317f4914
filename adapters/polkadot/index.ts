import type { AdapterDefinition } from 'foyer'
import { lazyAdapter } from 'foyer/kit'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import type { ExternalPolkadotConnector } from './PolkadotWallet.js'

export type { ExternalPolkadotConnector, InjectedApi, InjectedExtension } from './PolkadotWallet.js'
export { kusama, polkadot, polkadotNetwork } from './polkadotNetworks.js'

export interface PolkadotAdapterOptions {
  /** List the `window.injectedWeb3` extensions (polkadot-js, Talisman, SubWallet...) (default true). */
  injected?: boolean
  /** Extensions the app brings (type EXTERNAL), in the `injectedWeb3` shape. */
  connectors?: ExternalPolkadotConnector[]
  /**
   * The WalletConnect connector (the session's `polkadot` namespace), on when the app has a `projectId`: it joins the
   * instance's one WalletConnect client. `false` leaves it out; settings tune WalletConnect's own client.
   */
  walletConnect?: boolean | WalletConnectSettings
}

/**
 * The Polkadot adapter. What runs at page load is this object; the code that finds extensions and talks to them
 * loads when the kernel sets the adapter up, and `@polkadot/api` only with the first balance it reads. Accounts are
 * eoa (SPEC §9); messages are signed by `signer.signRaw` (over WalletConnect, `polkadot_signMessage`); the app's name (`metadata.name`) is what `enable` shows.
 */
export function polkadotAdapter(options: PolkadotAdapterOptions = {}): AdapterDefinition<'polkadot'> {
  return lazyAdapter({
    namespace: 'polkadot',
    load: (context) =>
      import('./createPolkadotRuntime.js').then(({ createPolkadotRuntime }) =>
        createPolkadotRuntime(
          context,
          { injected: options.injected ?? true, external: options.connectors ?? [] },
          options.walletConnect,
        ),
      ),
    capabilities: ['getBalance', 'getProvider', 'parseUnits', 'formatUnits'],
  })
}
