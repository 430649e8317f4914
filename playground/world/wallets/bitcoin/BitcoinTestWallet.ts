// The public shape of the Bitcoin test wallet (see createBitcoinTestWallet.ts).
import type { Wallet } from '@wallet-standard/base'
import type { WalletMode } from '../eip155/approvals.js'
import type { WalletRemote } from '../shared/createWalletControls.js'
import type { SatsConnectProvider } from './satsConnectProvider.js'

export interface BitcoinTestWalletOptions {
  /** The name in the Wallet Standard and in `window.btc_providers`; default 'Test Wallet'. */
  name?: string
  icon?: Wallet['icon']
  /** Which of bitcoinTestAccounts it holds; default 0. */
  account?: number
  mode?: WalletMode
  /** Start with the site already authorized. */
  authorized?: boolean
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

export interface BitcoinAddress {
  address: string
  /** Hex: compressed (payment) or x-only internal key (ordinals). */
  publicKey: string
  purpose: 'payment' | 'ordinals'
  addressType: 'p2sh' | 'p2tr'
  walletType: 'software'
}

export interface BitcoinTestWallet extends WalletRemote {
  /** The Wallet Standard wallet (`bitcoin:connect`, `bitcoin:signMessage`, `bitcoin:signTransaction`, …). */
  readonly wallet: Wallet
  /** The sats-connect provider (`request(method, params)` answering JSON-RPC envelopes, `addListener`). */
  readonly provider: SatsConnectProvider
  /** Payment first, then ordinals. */
  readonly addresses: readonly BitcoinAddress[]
  readonly authorized: boolean
  /** The user disconnects the site in the wallet (`change` with no accounts, sats-connect `disconnect`). */
  disconnect(): void
}
