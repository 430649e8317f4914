// The public shape of the test wallet (see createTestWallet.ts).
import type { WalletMode } from './approvals.js'
import type { Listener } from './createEmitter.js'
import type { WalletRemote } from '../shared/createWalletControls.js'
import type { Address, TestWalletChain } from './WalletContext.js'

export interface TestWalletOptions {
  /** EIP-6963 name; default 'Test Wallet'. */
  name?: string
  /** EIP-6963 reverse-DNS id; default 'dev.foyer.testwallet'. */
  rdns?: string
  /** EIP-6963 icon (a data URI); default a generated SVG. */
  icon?: string
  /** EIP-6963 uuid; default a fresh UUIDv4. */
  uuid?: string
  /** Keys the wallet holds, all exposed on connect (first = active); default anvil's test account 0. */
  privateKeys?: `0x${string}`[]
  chains: TestWalletChain[]
  /** The chain it starts on; default the first of `chains`. */
  chainId?: number
  /** How the "user" answers requests that need approval; default 'approve'. */
  mode?: WalletMode
  /** Methods the wallet does not answer until the test approves them (`approvePending`), approval or not. */
  hold?: string[]
  /** Also set `window.ethereum` (injectTestWallet only). */
  windowEthereum?: boolean
  /** Announce by EIP-6963 (injectTestWallet only); default true. */
  announce?: boolean
  /** Start with the site already authorized (eth_accounts answers without eth_requestAccounts). */
  authorized?: boolean
  /** Keeps the site's authorization across page loads and tabs, as an extension does (e.g. `localStorage`). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
}

export interface EIP1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  once(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  off(event: string, listener: Listener): void
  readonly isFoyerTestWallet: true
}

export interface EIP6963ProviderInfo {
  uuid: string
  name: string
  icon: string
  rdns: string
}

export interface TestWallet extends WalletRemote {
  /** The EIP-1193 provider a dapp gets (frozen); the wallet object itself is the test's remote control. */
  readonly provider: EIP1193Provider
  readonly info: EIP6963ProviderInfo
  /** The exposed accounts, active first (also while the site is not authorized). */
  readonly addresses: Address[]
  readonly chainId: number
  /** Whether the site may see the accounts (after eth_requestAccounts was approved). */
  readonly authorized: boolean
  readonly connected: boolean
  /** Fails `method` with this EIP-1193 error (after approval, if the method needs it) until cleared. */
  setError(method: string, error: { code: number; message: string; data?: unknown }): void
  /** The user switches the wallet's chain: emits chainChanged. */
  switchChain(chainId: number): void
  /**
   * The user switches the exposed accounts (addresses of held keys; accountsChanged reaches only an authorized
   * site), or with [] disconnects the site (accountsChanged []).
   */
  setAccounts(addresses: string[]): void
  /** The wallet loses every chain: emits disconnect (4900); requests fail until connect(). */
  disconnect(): void
  connect(): void
}
