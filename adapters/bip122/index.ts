import type { AdapterDefinition, Network } from 'foyer'
import { lazyAdapter } from 'foyer/kit'
import type { WalletConnectSettings } from '../walletconnect/WalletConnectSettings.js'
import type { ExternalBitcoinConnector, PsbtInputToSign } from './BitcoinWallet.js'

export type {
  BitcoinAddressInfo,
  BitcoinStandardWallet,
  ExternalBitcoinConnector,
  PsbtInputToSign,
  SatsConnectProvider,
} from './BitcoinWallet.js'
export { bitcoinMainnet, bitcoinNetwork, bitcoinTestnet } from './bitcoinNetworks.js'
export { type BitcoinProvider, createBitcoinProvider } from './createBitcoinProvider.js'

export interface Bip122AdapterOptions {
  /** List the Wallet Standard wallets with `bitcoin:connect`, also those registering later (default true). */
  walletStandard?: boolean
  /** List the sats-connect providers of `window.btc_providers` (default true). */
  satsConnect?: boolean
  /** Connectors the app brings (type EXTERNAL). */
  connectors?: ExternalBitcoinConnector[]
  /**
   * The WalletConnect connector (the session's `bip122` namespace), on when the app has a `projectId`; it joins the
   * instance's one WalletConnect client. `false` leaves it out; settings tune WalletConnect's own client.
   */
  walletConnect?: boolean | WalletConnectSettings
}

declare module 'foyer' {
  interface AdapterCapabilities {
    /** bip122: the wallet signs inputs of a PSBT (base64); with `broadcast`, finalized and sent (the txid too). */
    signPsbt(args: {
      connectorId: string
      psbt: string
      signInputs: PsbtInputToSign[]
      broadcast?: boolean
      network?: Network
    }): Promise<{ psbt: string; txid?: string }>
    /** bip122: sends `amount` sats from the active payment address to `recipient` (a PSBT from its UTXOs); the txid. */
    sendTransfer(args: {
      connectorId: string
      recipient: string
      amount: bigint | string
      network?: Network
      /** sat/vB; default: the network's estimate for about 3 blocks. */
      feeRate?: number
    }): Promise<string>
    /** bip122: makes another of the connection's accounts active; an address is required, payment accounts only. */
    switchAccount(args: { connectorId: string; address?: string }): Promise<void>
  }
}

/**
 * The Bitcoin adapter. What runs at page load is this object; the code that finds wallets and talks to them loads
 * when the kernel sets the adapter up, and bitcoinjs-lib only with the first PSBT it builds or finalizes.
 */
export function bip122Adapter(options: Bip122AdapterOptions = {}): AdapterDefinition<'bip122'> {
  return lazyAdapter({
    namespace: 'bip122',
    load: (context) =>
      import('./createBitcoinRuntime.js').then(({ createBitcoinRuntime }) =>
        createBitcoinRuntime(
          context,
          {
            walletStandard: options.walletStandard ?? true,
            satsConnect: options.satsConnect ?? true,
            external: options.connectors ?? [],
          },
          options.walletConnect,
        ),
      ),
    capabilities: [
      'getBalance',
      'signPsbt',
      'sendTransfer',
      'transfer',
      'estimateTransferFee',
      'isAddress',
      'switchAccount',
      'getProvider',
      'parseUnits',
      'formatUnits',
    ],
  })
}
