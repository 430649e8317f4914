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
}
