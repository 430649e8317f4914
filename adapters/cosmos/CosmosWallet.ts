// The wallet shapes the cosmos adapter talks to (WALLETS.md §4), kept to what it uses, so its types need no
// Keplr package.

/** Keplr's `window.keplr` (WALLETS.md §4.2), the part the adapter calls. */
export interface KeplrProvider {
  enable(chainIds: string | string[]): Promise<void>
  getKey(chainId: string): Promise<unknown>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<unknown>
  experimentalSuggestChain?(chainInfo: Record<string, unknown>): Promise<void>
  disable?(chainIds?: string | string[]): Promise<void>
  getOfflineSigner?(chainId: string): unknown
}

/** A connector the app brings (type EXTERNAL): a Keplr-compatible provider (Leap's `window.leap`...). */
export interface ExternalCosmosConnector {
  id: string
  name: string
  imageUrl?: string
  getProvider(): KeplrProvider | Promise<KeplrProvider>
}

/**
 * One wallet as the adapter uses it. Every method gives the wallet's raw answer, which the caller parses
 * (walletAnswers.ts); refusals and failures are already mapped (callWallet.ts).
 */
export interface CosmosWalletHandle {
  /**
   * Asks for the key on the chain (adding the chain to the wallet first when it may not know it). `silent`:
   * restoring, so no new pairing (undefined without one); `signal` gives up a pairing.
   */
  connect(chain: CosmosChainInfo, options: { silent?: boolean; signal?: AbortSignal }): Promise<unknown>
  /** The key on `chainId`, for a chain already enabled: `{ bech32Address, pubKey }`. */
  key(chainId: string): Promise<unknown>
  disconnect(): Promise<void>
  /** ADR-36: the wallet's StdSignature (`{ pub_key, signature }`, base64) of `message` by `signer`. */
  signArbitrary(chainId: string, signer: string, message: string): Promise<unknown>
  /** The wallet switched keys; returns the unsubscription. */
  onKeyChanged(listener: () => void): () => void
  /** The live object an app may keep using (getProvider). */
  readonly provider: unknown
}

/** A chain as a wallet is asked to add it (Keplr's ChainInfo, the fields it needs). */
export interface CosmosChainInfo {
  chainId: string
  chainName: string
  rpc: string
  rest: string
  bip44: { coinType: number }
  bech32Config: Record<string, string>
  currencies: { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }[]
  feeCurrencies: { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }[]
  stakeCurrency: { coinDenom: string; coinMinimalDenom: string; coinDecimals: number }
}
