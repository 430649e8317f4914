import type { ConnectionAccount, Namespace } from '../types.js'
import type { ConnectParameters } from './connect.js'
import type { ConnectionsContext } from './ConnectionsContext.js'
import { type ConnectorStatus, connectorStatus } from './connectorStatus.js'
import type { RemoveConnectionParameters } from './removeConnection.js'
import { followConnectedNamespace } from './applyConnection.js'
import { readStoredConnections } from './storedConnections.js'
import type { SwitchConnectionParameters } from './switchConnection.js'
import type { WalletEvents } from './createWalletEvents.js'
import { lazyAction } from './lazyAction.js'

/** Connection state per namespace (SPEC §4): connect, disconnect, restore, and the wallet's own changes. */
export interface Connections {
  /** Connects a connector; resolves with its accounts. A rejection is UserRejectedRequestError. */
  connect(parameters: ConnectParameters): Promise<ConnectionAccount[]>
  /** Disconnects one namespace, or every connected one. */
  disconnect(namespace?: Namespace): Promise<void>
  /**
   * Removes one connection of a namespace (ProfileWallets): the wallet is let go and forgotten. Removing the
   * active one makes the next connection active; with none left the namespace disconnects.
   */
  removeConnection(parameters: RemoveConnectionParameters): Promise<void>
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

export type CreateConnectionsParameters = ConnectionsContext

/** The connection actions over one context, and the wallet's own changes (`walletEvents`, for adapters). */
export function createConnections(context: CreateConnectionsParameters) {
  // Connecting, disconnecting, switching and the wallet's own changes load their code when first used (a wallet
  // chosen...), not with the kernel on the modal's first open; a restore only when something is stored.
  const restoreStored = lazyAction(
    () => import('./restoreConnections.js'),
    (module) => module.restoreConnections(context),
  )
  let restoring: Promise<void> = Promise.resolve()
  const connections: Connections = {
    connect: lazyAction(
      () => import('./connect.js'),
      (module, parameters: ConnectParameters) => module.connect(context, parameters),
    ),
    disconnect: lazyAction(
      () => import('./disconnect.js'),
      (module, namespace?: Namespace) => module.disconnect(context, namespace),
    ),
    removeConnection: lazyAction(
      () => import('./removeConnection.js'),
      (module, parameters: RemoveConnectionParameters) => module.removeConnection(context, parameters),
    ),
    // With nothing stored there is nothing to ask the wallets (the usual first open): no code to load. One
    // restore at a time: one asked for while another runs (another tab stored a connection) starts after it.
    restore: () => {
      const run = () =>
        Object.keys(readStoredConnections(context)).length > 0
          ? restoreStored()
          : Promise.resolve(followConnectedNamespace(context))
      restoring = restoring.then(run, run)
      return restoring
    },
    switchConnection: lazyAction(
      () => import('./switchConnection.js'),
      (module, parameters: SwitchConnectionParameters) => module.switchConnection(context, parameters),
    ),
    connectorStatus: (namespace, connectorId) => connectorStatus(context.store.getState(), namespace, connectorId),
  }
  // A wallet's changes apply in the order they came (each waits for the same code), and a failure is logged.
  const walletEvent = lazyAction(
    () => import('./createWalletEvents.js'),
    async (module, apply: (events: WalletEvents) => void) => apply(module.createWalletEvents(context)),
  )
  const on =
    <K extends keyof WalletEvents>(name: K) =>
    (...args: Parameters<WalletEvents[K]>): Promise<void> =>
      walletEvent((events) => (events[name] as (...given: typeof args) => void)(...args)).catch((error: unknown) =>
        context.logger.error('a wallet event failed', error),
      )
  const walletEvents = {
    accountsChanged: on('accountsChanged'),
    networkChanged: on('networkChanged'),
    disconnected: on('disconnected'),
  }
  return { ...connections, walletEvents }
}
