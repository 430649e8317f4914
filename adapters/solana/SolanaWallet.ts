// The wallet shapes the solana adapter talks to (WALLETS.md §1), kept to what it uses, so its types need no
// Wallet Standard package.

/** A Wallet Standard wallet (WALLETS.md §1.2): features by name, accounts once connected. */
export interface StandardWallet {
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly StandardWalletAccount[]
}

export interface StandardWalletAccount {
  readonly address: string
  readonly publicKey: ArrayLike<number>
  readonly chains: readonly string[]
  readonly features: readonly string[]
}

/** A legacy injected provider (`window.solana`, Phantom-style; WALLETS.md §1.5). */
export interface LegacySolanaProvider {
  publicKey?: { toBase58(): string } | null
  connect(options?: { onlyIfTrusted?: boolean }): Promise<unknown>
  disconnect(): Promise<void>
  signMessage(message: Uint8Array, display?: 'utf8' | 'hex'): Promise<unknown>
  signTransaction(transaction: unknown): Promise<unknown>
  signAllTransactions?(transactions: unknown[]): Promise<unknown>
  signAndSendTransaction?(transaction: unknown): Promise<unknown>
  on?(event: string, listener: (...args: any[]) => void): unknown
  off?(event: string, listener: (...args: any[]) => void): unknown
  removeListener?(event: string, listener: (...args: any[]) => void): unknown
}

/** A connector the app brings (type EXTERNAL): a Wallet Standard wallet or a legacy provider, loaded when needed. */
export interface ExternalSolanaConnector {
  id: string
  name: string
  imageUrl?: string
  getWallet(): StandardWallet | LegacySolanaProvider | Promise<StandardWallet | LegacySolanaProvider>
}

/**
 * One wallet as the adapter uses it, whatever its shape. Every method gives the wallet's raw answer, which
 * the caller parses (walletAnswers.ts); refusals and failures are already mapped (callWallet.ts).
 */
export interface SolanaWalletHandle {
  /**
   * Asks for the accounts (`silent`: only if the site is already authorized, without a prompt). `signal` gives up
   * a connection that waits for the visitor elsewhere (a WalletConnect pairing).
   */
  connect(silent: boolean, signal?: AbortSignal): Promise<unknown>
  /** The accounts exposed now (`{ address }[]`). */
  accounts(): unknown
  disconnect(): Promise<void>
  signMessage(address: string, message: Uint8Array): Promise<unknown>
  /** Signs serialized transactions; answers `{ signedTransaction }[]`. */
  signTransactions(address: string, transactions: Uint8Array[], chain: string): Promise<unknown>
  /** Signs and sends one serialized transaction; answers `{ signature }[]`. Absent when the wallet cannot. */
  signAndSendTransaction?(address: string, transaction: Uint8Array, chain: string): Promise<unknown>
  /** The wallet's own account changes (raw accounts); returns the unsubscription. */
  onAccountsChanged(listener: (accounts: unknown) => void): () => void
  /** The chains the wallet names (Wallet Standard ids), to pick the one for a network. */
  readonly chains: readonly string[]
  /** The live object an app may keep using (getProvider). */
  readonly provider: unknown
}
