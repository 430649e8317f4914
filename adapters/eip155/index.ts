import { type AdapterContext, type AdapterDefinition, defineAdapter, UsageError } from 'foyer'
import type { Eip155Runtime } from './createEip155Runtime.js'
import type { ExternalConnector } from './Eip1193Provider.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'

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
}

/**
 * The EVM adapter. What runs at page load is this object; the code that finds wallets and talks to
 * them (and viem) loads when the kernel sets the adapter up.
 */
export function eip155Adapter(options: Eip155AdapterOptions = {}): AdapterDefinition<'eip155'> {
  let runtime: Promise<Eip155Runtime> | undefined
  let rpcOptions: AdapterContext['options'] | undefined
  const ready = () => {
    if (!runtime) throw new UsageError('The eip155 adapter is used before the kernel set it up')
    return runtime
  }
  const units = () => import('./units.js')
  return defineAdapter({
    namespace: 'eip155',
    setup(context) {
      rpcOptions = context.options
      runtime = import('./createEip155Runtime.js').then(({ createEip155Runtime }) =>
        createEip155Runtime(
          context,
          {
            injected: options.injected ?? true,
            eip6963: options.eip6963 ?? true,
            external: options.connectors ?? [],
          },
          options.walletConnect,
        ),
      )
      return () => void runtime?.then((loaded) => loaded.destroy())
    },
    connect: async (args) => (await ready()).connect(args),
    disconnect: async (args) => (await ready()).disconnect(args),
    getAccounts: async (args) => (await ready()).getAccounts(args),
    signMessage: async (args) => (await ready()).signMessage(args),
    capabilities: {
      getBalance: async (args) => {
        if (!rpcOptions) throw new UsageError('The eip155 adapter is used before the kernel set it up')
        return (await import('./getNativeBalance.js')).getNativeBalance({ ...args, options: rpcOptions })
      },
      signTypedData: async (args) => (await ready()).signTypedData(args),
      sendTransaction: async (args) => (await ready()).sendTransaction(args),
      estimateGas: async (args) => (await ready()).estimateGas(args),
      switchNetwork: async (args) => (await ready()).switchNetwork(args),
      getCapabilities: async (args) => (await ready()).getCapabilities(args),
      getAssets: async (args) => (await ready()).getAssets(args),
      getProvider: async (args) => (await ready()).getProvider(args),
      parseUnits: async (value, decimals) => (await units()).parseUnits(value, decimals),
      formatUnits: async (value, decimals) => (await units()).formatUnits(value, decimals),
    },
  })
}
