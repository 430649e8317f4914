import type { AdapterDefinition } from 'foyer'
import { lazyAdapter } from 'foyer/kit'
import type { ExternalSolanaConnector } from './SolanaWallet.js'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'

export type {
  ExternalSolanaConnector,
  LegacySolanaProvider,
  StandardWallet,
  StandardWalletAccount,
} from './SolanaWallet.js'
export { createSolanaProvider, type SolanaProvider } from './createSolanaProvider.js'
export { solanaDevnet, solanaMainnet, solanaNetwork, solanaTestnet } from './solanaNetworks.js'

export interface SolanaAdapterOptions {
  /** Offer `window.solana` (a Phantom-style provider) as the Browser Wallet (default true). */
  injected?: boolean
  /** List the Wallet Standard wallets with a `solana:` chain, also those registering later (default true). */
  walletStandard?: boolean
  /** Connectors the app brings (type EXTERNAL). */
  connectors?: ExternalSolanaConnector[]
  /**
   * The WalletConnect connector (the session's `solana` namespace), on when the app has a `projectId`. It joins the
   * instance's one WalletConnect client, so a pairing proposes Solana with the other namespaces. `false` leaves it
   * out; settings tune WalletConnect's own client (the first adapter to make it decides).
   */
  walletConnect?: boolean | WalletConnectSettings
  /** The AUTH connector of email and social login (default true; it needs a `projectId`). */
  auth?: boolean
}

declare module 'foyer' {
  interface AdapterCapabilities {
    /** Signs several transactions at once (solana: bytes or web3.js transactions; the same kind back). */
    signAllTransactions(args: { connectorId: string; transactions: unknown[] }): Promise<unknown[]>
    /** The wallet signs and sends an app's transaction; resolves with its id (solana: the signature, base58). */
    signAndSendTransaction(args: { connectorId: string; transaction: unknown }): Promise<string>
  }
}

/**
 * The Solana adapter. What runs at page load is this object; the code that finds wallets and talks to them
 * loads when the kernel sets the adapter up, and `@solana/web3.js` only with the first transaction it builds.
 */
export function solanaAdapter(options: SolanaAdapterOptions = {}): AdapterDefinition<'solana'> {
  return lazyAdapter({
    namespace: 'solana',
    load: (context) =>
      import('./createSolanaRuntime.js').then(({ createSolanaRuntime }) =>
        createSolanaRuntime(
          context,
          {
            injected: options.injected ?? true,
            walletStandard: options.walletStandard ?? true,
            external: options.connectors ?? [],
          },
          options.walletConnect,
          options.auth ?? true,
        ),
      ),
    capabilities: [
      'getBalance',
      'signTransaction',
      'signAllTransactions',
      'signAndSendTransaction',
      'sendTransaction',
      'transfer',
      'estimateTransferFee',
      'isAddress',
      'getProvider',
      'parseUnits',
      'formatUnits',
    ],
  })
}
