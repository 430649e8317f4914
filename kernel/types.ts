/** The domain types of SPEC §3, shared by the kernel, plugins and adapters. */

export type Namespace = 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos'
export const namespaces: readonly Namespace[] = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos']

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** `namespace:reference:address`, e.g. `eip155:1:0xabc...`. */
export type CaipAddress = `${string}:${string}:${string}`

/** eoa and smartAccount everywhere; bitcoin accounts are payment or ordinal. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export interface Network {
  id: number | string
  chainNamespace: Namespace
  caipNetworkId: CaipNetworkId
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: { default: { http: string[]; webSocket?: string[] } }
  blockExplorers?: { default: { name: string; url: string } }
  testnet?: boolean
  imageUrl?: string
  /** AppKit's image fields: an image URL, or an image id of the asset image endpoint (SERVICES.md §2.2). */
  assets?: { imageId?: string; imageUrl?: string }
}

export type ConnectorType = 'INJECTED' | 'ANNOUNCED' | 'EXTERNAL' | 'WALLET_CONNECT' | 'AUTH' | 'MULTI_CHAIN'

/** A connector as the UI sees it. The live provider object stays in the adapter, out of the store. */
export interface Connector {
  id: string
  type: ConnectorType
  name: string
  chain: Namespace
  imageId?: string
  imageUrl?: string
  explorerId?: string
  info?: { rdns?: string }
  /** The wallet the page runs inside (a Safe framing the app): the Connect view connects it as it opens, no click. */
  autoConnect?: boolean
}

/**
 * A pairing that waits for a wallet (SPEC §2 ConnectingWalletConnect): a connector of type WALLET_CONNECT
 * publishes its URI here while it pairs (the QR code, the deep links), and clears it when pairing ends.
 */
export interface Pairing {
  connectorId: string
  /** The `wc:` URI a wallet scans or opens. */
  uri: string
  /** When the URI stops working (ms since the epoch); the connector publishes a new one before. */
  expiresAt: number
}

export interface ConnectionAccount {
  address: string
  type: AccountType
}

export interface Connection {
  connectorId: string
  accounts: ConnectionAccount[]
  recent?: boolean
  authName?: string
}

export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

export interface TokenBalance {
  name: string
  chainId: CaipNetworkId
  symbol: string
  quantity: { decimals: string; numeric: string }
  address?: CaipAddress
  iconUrl: string
  price: number
  value?: number
}

export interface WalletInfo {
  name: string
  icon?: string
  rdns?: string
  type?: ConnectorType
}

export interface EmbeddedUser {
  email?: string | null
  address: string
  chainId: string | number
  accounts?: { address: string; type: 'EOA' | 'SMART_ACCOUNT' }[]
  userName?: string
  preferredAccountType?: string
  smartAccountDeployed?: boolean
}

export interface AccountState {
  caipAddress?: CaipAddress
  address?: string
  balance?: string
  balanceSymbol?: string
  profileName?: string | null
  profileImage?: string | null
  addressExplorerUrl?: string
  user?: EmbeddedUser
  status: ConnectionStatus
  tokenBalance: TokenBalance[]
  allAccounts: ConnectionAccount[]
  preferredAccountType?: AccountType
  smartAccountDeployed?: boolean
  socialProvider?: string
  farcasterUrl?: string
  connectedWalletInfo?: WalletInfo
  currentTab: number
}

export interface NetworkState {
  approvedCaipNetworkIds: CaipNetworkId[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
}

export interface ChainState {
  namespace: Namespace
  networks: Network[]
  activeNetworkId?: CaipNetworkId
  accountState: AccountState
  networkState: NetworkState
}

export type ToastVariant = 'loading' | 'success' | 'error'

export interface Toast {
  id: number
  variant: ToastVariant
  message: string
}

export interface Alert {
  code: string
  message: string
  variant: 'info' | 'warning' | 'error'
}

export interface RouteEntry {
  view: string
  params?: unknown
}

export type ThemeMode = 'light' | 'dark'

/** The account an earlier visit stored, shown until the kernel has restored (or dropped) its connection. */
export interface StoredAccount {
  namespace: Namespace
  address: string
}
