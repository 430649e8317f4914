import type { ConnectionAccount, FoyerError, Namespace } from 'foyer'

/** Where a wallet of the list comes from: found on the page, connected before, or the wallet directory. */
export type HeadlessWalletKind = 'installed' | 'recent' | 'directory'

/** One wallet of the list, plain data to draw. */
export interface HeadlessWallet {
  /** Unique in the list, stable while the wallet is listed (an installed wallet's row and its directory entry differ). */
  id: string
  name: string
  /** Its image, a URL an `<img src>` may take (its scheme checked), when it has one. */
  icon: string | undefined
  /**
   * `installed` connects through its connector on the page; `recent` was connected on an earlier visit (through its
   * connector when it is installed, else by WalletConnect); `directory` connects by WalletConnect.
   */
  kind: HeadlessWalletKind
  /** The namespaces a connection of it serves (an installed wallet's connectors; by WalletConnect, the session's). */
  namespaces: readonly Namespace[]
}

/** A WalletConnect pairing that waits for a wallet. */
export interface HeadlessPairing {
  /** The `wc:` URI to draw as a QR code (or open as a link); replaced by a fresh one before it expires. */
  uri: string
  /** When this URI stops working (ms since the epoch). */
  expiresAt: number
  /** The listed wallet being paired (`connect` of a recent or directory wallet), none for `walletConnect()`. */
  wallet: HeadlessWallet | undefined
}

export interface HeadlessState {
  /** 'idle' before `load`; 'loading' while Foyer's code or a directory page comes; 'failed': see `error`. */
  status: 'idle' | 'loading' | 'ready' | 'failed'
  /** Recent and installed wallets first, then the directory's pages loaded so far; a search narrows them all. */
  wallets: readonly HeadlessWallet[]
  /** The search the list answers ('' for none). */
  query: string
  /** The directory has more wallets than loaded: `loadMore()` asks the next page. */
  hasMore: boolean
  /** While a pairing waits for a wallet: its URI for the app's own QR code. Gone when it connects or fails. */
  pairing: HeadlessPairing | undefined
  /** Why the list could not load (Foyer's code, or the directory: the wallets loaded before stay). */
  error: FoyerError | undefined
}

export interface HeadlessConnectReturnType {
  /** The namespace connected (it is now the active one). */
  namespace: Namespace
  accounts: ConnectionAccount[]
}

export const initialHeadlessState: HeadlessState = {
  status: 'idle',
  wallets: [],
  query: '',
  hasMore: false,
  pairing: undefined,
  error: undefined,
}
