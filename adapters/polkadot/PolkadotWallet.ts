// The wallet shapes the polkadot adapter talks to (WALLETS.md §3: `window.injectedWeb3`), kept to what it uses, so
// its types need no extension package.

/** One entry of `window.injectedWeb3` (polkadot-js, Talisman, SubWallet...). */
export interface InjectedExtension {
  version?: string
  enable?(originName: string): Promise<unknown>
}

/** What `enable` resolves with (the part the adapter calls). */
export interface InjectedApi {
  accounts: {
    get(anyType?: boolean): Promise<unknown>
    subscribe?(callback: (accounts: unknown) => void | Promise<void>): () => void
  }
  signer: {
    signRaw?(raw: { address: string; data: string; type: 'bytes' | 'payload' }): Promise<unknown>
    signPayload?(payload: Record<string, unknown>): Promise<unknown>
  }
}

/** An account as the adapter reads it: an SS58 address, the chain it is bound to (if any), its key type. */
export type PolkadotAccount = { address: string; genesisHash?: string | null | undefined; type?: string | undefined }

/** A Polkadot wallet as the adapter uses it, whichever way it is reached (an extension, a WalletConnect session). */
export interface PolkadotWalletHandle {
  /** The wallet as it is (its `injectedWeb3` entry, or the WalletConnect session). */
  readonly provider: unknown
  /**
   * The wallet's accounts, each address checked. `silent` (a restore) asks nothing new of the visitor: undefined
   * when the wallet has nothing to restore that way. `signal` gives up a pairing.
   */
  accounts(options?: { silent?: boolean; signal?: AbortSignal | undefined }): Promise<PolkadotAccount[] | undefined>
  /** Signs the UTF-8 message as `<Bytes>`-wrapped raw bytes; answers the signature, hex. */
  signRaw(address: string, message: string): Promise<string>
  /** Follows the account list (or a malformed update, as an Error); returns the unsubscription. */
  subscribe(listener: (accounts: PolkadotAccount[] | Error) => void): () => void
  disconnect(): void | Promise<void>
}

/** A connector the app brings (type EXTERNAL): an extension object in the `injectedWeb3` shape. */
export interface ExternalPolkadotConnector {
  id: string
  name: string
  imageUrl?: string
  getExtension(): InjectedExtension | Promise<InjectedExtension>
}

/** `window.injectedWeb3`'s keys that name known wallets; others are shown by their key. */
export const extensionNames: Readonly<Record<string, string>> = {
  'polkadot-js': 'polkadot{.js}',
  talisman: 'Talisman',
  'subwallet-js': 'SubWallet',
  'fearless-wallet': 'Fearless Wallet',
  enkrypt: 'Enkrypt',
  polkagate: 'PolkaGate',
}

/** A key of `window.injectedWeb3` as a wallet's name ('foyer-test-wallet' → 'Foyer Test Wallet'). */
export function extensionName(key: string): string {
  return (
    // own keys only: 'constructor' or 'toString' is an extension's key, not the name of Object's method
    (Object.hasOwn(extensionNames, key) ? extensionNames[key] : undefined) ??
    key
      .replace(/-js$/, '')
      .split(/[-_\s]+/)
      .filter(Boolean)
      .map((word) => word[0]!.toUpperCase() + word.slice(1))
      .join(' ')
  )
}
