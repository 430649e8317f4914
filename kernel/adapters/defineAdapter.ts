import type { Bus } from '../bus/createBus.js'
import type { Logger } from '../createLogger.js'
import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { SharedServiceName, SharedServices } from '../registries.js'
import type { FoyerStorage } from '../storage/FoyerStorage.js'
import type { CaipNetworkId, ConnectionAccount, Connector, Namespace, Network, TokenBalance } from '../types.js'

export interface ConnectResult {
  accounts: ConnectionAccount[]
  /** The network the wallet is on after connecting. */
  networkId: CaipNetworkId
  /**
   * The networks the wallet approved for this connection (a WalletConnect session's chains). Absent when
   * the wallet can switch to any network (an injected wallet): the namespace then supports all of them.
   */
  approvedNetworkIds?: CaipNetworkId[]
}

/** A transfer of a namespace's native coin or one of its tokens, as the send and pay plugins ask for it. */
export interface TransferParameters {
  connectorId: string
  network: Network
  /** The receiver's address. */
  to: string
  /** In the coin's or token's base units. */
  amount: bigint
  /** The token's address on the chain (an ERC-20 contract, an SPL mint), plain or CAIP-10; none for the native coin. */
  token?: string
}

/**
 * What a transfer costs, as the adapter priced it: `fee` in the native coin's base units. The rest is the
 * adapter's own pricing (eip155: gas and gas price; bip122: the fee rate), handed back to `transfer` so that
 * the fee the visitor saw is the fee paid.
 */
export interface TransferFee {
  fee: bigint
  gas?: bigint
  gasPrice?: bigint
  /** sat/vB. */
  feeRate?: number
}

/**
 * Optional capabilities. A namespace that lacks one gets CapabilityNotSupportedError from the
 * registry, never a stub. Adapters add their own by augmenting this interface.
 */
export interface AdapterCapabilities {
  /** The native balance, or with `token` that token's (the `tokens` setting; where the namespace can read one). */
  getBalance(args: { address: string; network: Network; token?: string }): Promise<{ balance: string; symbol: string }>
  sendTransaction(args: {
    connectorId: string
    to: string
    value?: bigint
    data?: string
    /** A token whose transfer is no call data (solana: the SPL mint; `value` in its base units). */
    token?: string
    network: Network
    /** The gas limit and price the caller priced the transaction with (a preview's fee); the wallet's own when absent. */
    gas?: bigint
    gasPrice?: bigint
  }): Promise<string>
  signTypedData(args: { connectorId: string; address: string; typedData: unknown }): Promise<string>
  signTransaction(args: { connectorId: string; transaction: unknown }): Promise<unknown>
  estimateGas(args: {
    connectorId: string
    to: string
    value?: bigint
    data?: string
    network: Network
  }): Promise<bigint>
  switchNetwork(args: { connectorId: string; network: Network }): Promise<void>
  getCapabilities(args: { connectorId: string; address: string }): Promise<Record<string, unknown>>
  getAssets(args: { connectorId: string; address: string }): Promise<Record<string, unknown>>
  parseUnits(value: string, decimals: number): Promise<bigint>
  formatUnits(value: bigint, decimals: number): Promise<string>
  /**
   * Sends a transfer from the active address (the adapter builds it: calldata, instructions or a PSBT); resolves
   * with its hash (txid, signature) once the wallet handed it over, checked as the chain writes it.
   */
  transfer(args: TransferParameters & { priced?: TransferFee }): Promise<string>
  /** What `transfer` with the same arguments would cost. */
  estimateTransferFee(args: TransferParameters): Promise<TransferFee>
  /** Whether `address` is an address of this namespace on `network` (one a transfer can go to). */
  isAddress(args: { address: string; network: Network }): Promise<boolean>
  /** A token's symbol and decimals, read from the chain; undefined when the address holds no token that answers both. */
  tokenMetadata(args: { network: Network; token: string }): Promise<{ symbol: string; decimals: number } | undefined>
  /**
   * The token balances on `network` as the wallet lists them itself (eip155: ERC-7811 `wallet_getAssets` where its
   * capabilities report asset discovery), every entry checked; undefined where it lists none (ask a service).
   */
  walletTokenBalances(args: {
    connectorId: string
    address: string
    network: Network
  }): Promise<TokenBalance[] | undefined>
  /**
   * Waits until a transaction is in a block: whether it reverted there, or undefined when the wait ran out
   * (it may still be mined). A namespace whose `transfer` resolves only once confirmed does not need it.
   */
  waitForTransaction(args: { network: Network; hash: string }): Promise<{ reverted: boolean } | undefined>
  /** The live provider of a connector (EIP-1193 for eip155), for apps that keep their own stack. */
  getProvider(args: { connectorId: string }): Promise<unknown>
}

/** What an adapter's setup receives. */
export interface AdapterContext {
  store: Store<FoyerState>
  bus: Bus
  storage: FoyerStorage
  logger: Logger
  /** This adapter's networks (the configured networks of its namespace). */
  networks: readonly Network[]
  /** The app's options, checked and with their defaults (project id, metadata, service URLs...). */
  options: ResolvedOptions
  /**
   * One value per Foyer instance, shared by every adapter that asks for it by `name` (a key of SharedServices,
   * which gives its type): the first call creates it, later calls (from any adapter) get the same. For clients
   * several namespaces use at once (a WalletConnect session spans them all, the embedded wallet serves eip155 and
   * solana); never a module-level singleton, so two instances stay apart.
   */
  shared<K extends SharedServiceName>(name: K, create: () => SharedServices[K]): SharedServices[K]
  /** Replaces this adapter's connectors in the store (discovery may call it many times). */
  setConnectors(connectors: Connector[]): void
  /** The wallet changed accounts or network on its own; the kernel updates the state. */
  onAccountsChanged(connectorId: string, accounts: ConnectionAccount[]): void
  onNetworkChanged(connectorId: string, networkId: CaipNetworkId): void
  onDisconnected(connectorId: string): void
}

export interface AdapterDefinition<N extends Namespace = Namespace> {
  namespace: N
  /** Starts discovery; returns its teardown. */
  setup?(context: AdapterContext): void | (() => void)
  /**
   * Settles once setup's first discovery is done (the page's wallets are in `setConnectors`), for an adapter that
   * finds them later (its code loads first). Without it, the discovery setup runs counts as done when it returns.
   */
  discovered?(): Promise<void>
  /** `signal` aborts when the visitor gives up (the modal closed): a pairing in progress may be dropped. */
  connect(args: { connectorId: string; network?: Network; signal?: AbortSignal }): Promise<ConnectResult>
  disconnect(args: { connectorId: string }): Promise<void>
  /** The accounts and network of a connector, asked silently (no prompt); used to restore. */
  getAccounts(args: { connectorId: string }): Promise<ConnectResult>
  signMessage(args: { connectorId: string; address: string; message: string }): Promise<string>
  capabilities?: Partial<AdapterCapabilities>
}

export type AnyAdapter = AdapterDefinition<Namespace>

/** Declares an adapter: a small required core plus the capabilities it has. */
export function defineAdapter<N extends Namespace>(definition: AdapterDefinition<N>): AdapterDefinition<N> {
  return definition
}
