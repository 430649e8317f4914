// The public shape of the Solana test wallet (see createSolanaTestWallet.ts).
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { WalletMode } from '../eip155/approvals.js'
import type { WalletRemote } from '../shared/createWalletControls.js'

export interface SolanaTestWalletOptions {
  /** The Wallet Standard name; default 'Test Wallet' (one multi-chain test wallet, as Phantom is). */
  name?: string
  /**
   * An rdns on the wallet object (not in the Wallet Standard): the one of an EIP-6963 wallet makes the two one
   * multi-chain wallet in Foyer's Connect view. Default none.
   */
  rdns?: string
  /** A base64 SVG/PNG data URI; default a generated tile. */
  icon?: Wallet['icon']
  /** 32-byte ed25519 secret seeds (hex), all exposed on connect (first = active); default Solana test account 0. */
  secretKeys?: string[]
  /** The JSON-RPC endpoint signAndSendTransaction sends to (the world's localnet). */
  rpcUrl: string
  /** The chains that endpoint serves; default the localnet's CAIP-2 id and 'solana:localnet'. */
  chains?: `${string}:${string}`[]
  /** How the "user" answers requests that need approval; default 'approve'. */
  mode?: WalletMode
  /** Start with the site already authorized (connect answers without asking). */
  authorized?: boolean
  /** Keeps the site's authorization across page loads, as an extension does (e.g. `localStorage`). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
  /** The domain signIn puts in the message when the app gives none; default the page's host. */
  domain?: string
}

export interface SolanaTestWallet extends WalletRemote {
  /** The Wallet Standard wallet an app gets; the rest of this object is the test's remote control. */
  readonly wallet: Wallet
  /** The held accounts (base58), active first, also while the site is not authorized. */
  readonly addresses: readonly string[]
  readonly authorized: boolean
  /** The user switches the exposed accounts (addresses of held keys): emits `change` to an authorized site. */
  setAccounts(addresses: string[]): void
  /** The user disconnects the site in the wallet: accounts become [] and `change` is emitted. */
  disconnect(): void
}

export type { WalletAccount }
