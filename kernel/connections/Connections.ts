import type { ConnectionAccount, Namespace, Network } from '../types.js'

export interface ConnectParameters {
  namespace: Namespace
  connectorId: string
  /** The network to connect on; the wallet may answer with another one. */
  network?: Network
  /** Aborting gives up: the promise rejects with 'Modal closed' and a late answer of the wallet is ignored. */
  signal?: AbortSignal
  /**
   * The listed wallet the visitor chose (e.g. a directory wallet reached through WalletConnect): it is
   * recorded as the recent wallet and the connected wallet's info instead of the connector. A function is
   * read when the wallet answers (the listing may still be loading when the attempt starts).
   */
  wallet?: ChosenWallet | (() => ChosenWallet | undefined)
}

/** A wallet listing as recorded: its directory id, name and image. */
export interface ChosenWallet {
  id: string
  name: string
  imageUrl?: string
  rdns?: string
}

/** Connection state per namespace (SPEC §4): connect, disconnect, restore, and the wallet's own changes. */
export interface Connections {
  /** Connects a connector; resolves with its accounts. A rejection is UserRejectedRequestError. */
  connect(parameters: ConnectParameters): Promise<ConnectionAccount[]>
  /** Disconnects one namespace, or every connected one. */
  disconnect(namespace?: Namespace): Promise<void>
  /** Syncs the stored connections silently with the wallets (on start). */
  restore(): Promise<void>
  /**
   * Makes another connection the active one (SPEC §4): a connected or active connector reconnects; a
   * disconnected one starts a new connection. Reports whether the account or the wallet changed.
   */
  switchConnection(parameters: SwitchConnectionParameters): Promise<{ accountChanged: boolean; walletChanged: boolean }>
  /** SPEC §4 connector level: connected (the active connector), active (has a connection), disconnected. */
  connectorStatus(namespace: Namespace, connectorId: string): ConnectorStatus
}

export type ConnectorStatus = 'connected' | 'active' | 'disconnected'

export interface SwitchConnectionParameters {
  namespace: Namespace
  connectorId: string
  /** The account to make active, one of the connection's. */
  address?: string
  /**
   * The connection's status as the caller shows it (SPEC §4); default: its status now. A 'disconnected'
   * one starts a new connection; an unknown one is refused with 'Invalid connection status: …'.
   */
  status?: ConnectorStatus
}
