import type { ConnectionAccount, Namespace, Network } from '../types.js'

export interface ConnectParameters {
  namespace: Namespace
  connectorId: string
  /** The network to connect on; the wallet may answer with another one. */
  network?: Network
  /** Aborting gives up: the promise rejects with 'Modal closed' and a late answer of the wallet is ignored. */
  signal?: AbortSignal
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
}
