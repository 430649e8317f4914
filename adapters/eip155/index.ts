import type { AdapterDefinition } from 'foyer'
import { lazyAdapter } from 'foyer/kit'
import type { CoinbaseSettings } from './CoinbaseSettings.js'
import type { ExternalConnector } from './Eip1193Provider.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'

export type { CoinbaseSettings } from './CoinbaseSettings.js'
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
   * The Coinbase connector (Coinbase's SDK and its popup), off by default: `true` or its settings turn it on. The
   * app installs `@coinbase/wallet-sdk`; it loads only when the visitor chooses Coinbase.
   */
  coinbase?: boolean | CoinbaseSettings
}

/**
 * The EVM adapter. What runs at page load is this object; the code that finds wallets and talks to
 * them (and viem) loads when the kernel sets the adapter up.
 */
export function eip155Adapter(options: Eip155AdapterOptions = {}): AdapterDefinition<'eip155'> {
  return lazyAdapter({
    namespace: 'eip155',
    load: (context) =>
      import('./startEip155Runtime.js').then(({ startEip155Runtime }) => startEip155Runtime(context, options)),
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
