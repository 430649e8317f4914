import type { AdapterDefinition } from 'foyer'
import { lazyAdapter } from 'foyer/kit'
import type { Eip155AdapterOptions } from './Eip155AdapterOptions.js'

export type { CoinbaseConnector, CoinbaseSettings } from './CoinbaseSettings.js'
export type { Eip155AdapterOptions } from './Eip155AdapterOptions.js'
export type { Eip1193Provider, Eip6963ProviderInfo, ExternalConnector } from './Eip1193Provider.js'
export type { WalletConnectSettings, WalletConnectStorage } from '../walletconnect/WalletConnectSettings.js'
export { createEip1193Provider } from './createEip1193Provider.js'
export { getWalletClient } from './getWalletClient.js'
export { ProviderRpcError } from './ProviderRpcError.js'

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
          options.safe,
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
