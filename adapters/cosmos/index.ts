import type { AdapterDefinition } from 'foyer'
import { lazyAdapter } from 'foyer/kit'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import type { ExternalCosmosConnector } from './CosmosWallet.js'

export type { ExternalCosmosConnector, KeplrProvider } from './CosmosWallet.js'
export {
  type CosmosChainDetails,
  type CosmosNetwork,
  type CosmosNetworkParameters,
  cosmosHub,
  cosmosNetwork,
} from './cosmosNetworks.js'

export interface CosmosAdapterOptions {
  /** Offer `window.keplr` as Keplr (default true). */
  injected?: boolean
  /** Keplr-compatible providers the app brings (type EXTERNAL), e.g. Leap's `window.leap`. */
  connectors?: ExternalCosmosConnector[]
  /**
   * The WalletConnect connector (the session's `cosmos` namespace), on when the app has a `projectId`: it joins the
   * instance's one WalletConnect client. `false` leaves it out; settings tune WalletConnect's own client.
   */
  walletConnect?: boolean | WalletConnectSettings
}

/**
 * The Cosmos adapter. What runs at page load is this object; the code that finds wallets and talks to them loads
 * when the kernel sets the adapter up. Messages are signed by ADR-36 (`signArbitrary`); balances come from the
 * chain's REST API. A Cosmos network's `rpcUrls.default.http[0]` is its REST URL (see cosmosNetwork).
 */
export function cosmosAdapter(options: CosmosAdapterOptions = {}): AdapterDefinition<'cosmos'> {
  return lazyAdapter({
    namespace: 'cosmos',
    load: (context) =>
      import('./createCosmosRuntime.js').then(({ createCosmosRuntime }) =>
        createCosmosRuntime(
          context,
          { injected: options.injected ?? true, external: options.connectors ?? [] },
          options.walletConnect,
        ),
      ),
    capabilities: ['getBalance', 'getProvider', 'parseUnits', 'formatUnits'],
  })
}
