import type { AdapterDefinition } from 'foyer'
import { lazyAdapter } from 'foyer/kit'
import type { CoinbaseConnector } from './CoinbaseSettings.js'
import type { ExternalConnector } from './Eip1193Provider.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'

export type { CoinbaseConnector, CoinbaseSettings } from './CoinbaseSettings.js'
export type { Eip1193Provider, Eip6963ProviderInfo, ExternalConnector } from './Eip1193Provider.js'
export type { WalletConnectSettings, WalletConnectStorage } from '../walletconnect/WalletConnectSettings.js'
export { createEip1193Provider } from './createEip1193Provider.js'
export { getWalletClient } from './getWalletClient.js'
export { ProviderRpcError } from './ProviderRpcError.js'

export interface Eip155AdapterOptions {
  /** Offer `window.ethereum` as the Browser Wallet (default true). */
  injected?: boolean
  /** Listen for EIP-6963 announcements (default true). */
  eip6963?: boolean
  /** Connectors the app brings (type EXTERNAL). */
  connectors?: ExternalConnector[]
  /**
   * The WalletConnect connector (QR code and deep links), on when the app has a `projectId` (its relay
   * is `urls.relay`). `false` leaves it out; settings tune WalletConnect's own client.
   */
  walletConnect?: boolean | WalletConnectSettings
  /** The AUTH connector of email and social login (default true; it needs a `projectId`). */
  auth?: boolean
  /**
   * The Coinbase connector: `coinbaseConnector(settings)` of `foyer/adapters/eip155/coinbase` (README "Coinbase").
   * Only an app that imports it bundles Coinbase's SDK, which loads when the visitor chooses Coinbase.
   */
  coinbase?: CoinbaseConnector
}

/**
 * The EVM adapter. What runs at page load is this object; the code that finds wallets and talks to
 * them (and viem) loads when the kernel sets the adapter up.
 */
export function eip155Adapter(options: Eip155AdapterOptions = {}): AdapterDefinition<'eip155'> {
  return lazyAdapter({
    namespace: 'eip155',
    load: (context) =>
      import('./createEip155Runtime.js').then(({ createEip155Runtime }) =>
        createEip155Runtime(
          context,
          {
            injected: options.injected ?? true,
            eip6963: options.eip6963 ?? true,
            external: options.connectors ?? [],
          },
          options.walletConnect,
          options.auth ?? true,
          options.coinbase,
        ),
      ),
    capabilities: [
      'getBalance',
      'signTypedData',
      'sendTransaction',
      'estimateGas',
      'transfer',
      'estimateTransferFee',
      'isAddress',
      'tokenMetadata',
      'waitForTransaction',
      'switchNetwork',
      'getCapabilities',
      'getAssets',
      'walletTokenBalances',
      'getProvider',
      'parseUnits',
      'formatUnits',
    ],
  })
}
