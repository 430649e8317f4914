// The wallet shapes the bip122 adapter talks to (WALLETS.md §2), kept to what it uses.

/** An address a wallet gives, as every interface is read into: `publicKey` hex when told, `purpose` as told. */
export interface BitcoinAddressInfo {
  address: string
  publicKey?: string
  purpose?: string
}

/** A Wallet Standard wallet with `bitcoin:*` features (WALLETS.md §2.5). */
export interface BitcoinStandardWallet {
  readonly name: string
  readonly icon: string
  readonly chains: readonly string[]
  readonly features: Readonly<Record<string, unknown>>
  readonly accounts: readonly { readonly address: string; readonly publicKey: ArrayLike<number> }[]
}

/** A sats-connect provider (WALLETS.md §2.3): JSON-RPC envelopes from `request`, events by `addListener`. */
export interface SatsConnectProvider {
  request(method: string, params?: unknown): Promise<unknown>
  addListener?(event: string, listener: (event: unknown) => void): unknown
}

/** A connector the app brings (type EXTERNAL): a Wallet Standard wallet or a sats-connect provider. */
export interface ExternalBitcoinConnector {
  id: string
  name: string
  imageUrl?: string
  getWallet(): BitcoinStandardWallet | SatsConnectProvider | Promise<BitcoinStandardWallet | SatsConnectProvider>
}

/** One signing request of a PSBT: which input, by which of the wallet's addresses. */
export interface PsbtInputToSign {
  address: string
  index: number
}

/**
 * One wallet as the adapter uses it, whatever its interface. Each method parses the wallet's answer; refusals
 * are UserRejectedRequestError, other failures BitcoinWalletError (callWallet.ts).
 */
export interface BitcoinWalletHandle {
  /** Asks for the addresses (`silent`: only those the site may already see, without a prompt). */
  connect(silent: boolean, signal?: AbortSignal): Promise<BitcoinAddressInfo[]>
  disconnect(): Promise<void>
  /** Signs a UTF-8 message with an address; the signature in base64 (BIP-322 or BIP-137, the wallet's choice). */
  signMessage(address: string, message: string): Promise<string>
  /** Signs inputs of a PSBT (base64), on a chain the wallet names; the PSBT back (base64), not finalized. */
  signPsbt(psbt: string, inputs: readonly PsbtInputToSign[], chain: string): Promise<string>
  /** The wallet's own address changes (none: disconnected); returns the unsubscription. */
  onAccountsChanged(listener: (addresses: BitcoinAddressInfo[]) => void): () => void
  /** The chains the wallet names (Wallet Standard ids), to pick the one for a network. */
  readonly chains: readonly string[]
  /** The live object an app may keep using (getProvider). */
  readonly provider: unknown
}
