import type { StorageKeys } from '../registries.js'
import type { StoredWallet } from '../storage/storageKeys.js'
import type { Namespace } from '../types.js'
import type { ConnectionsContext } from './ConnectionsContext.js'

export const recentWalletsLimit = 2

type Context = Pick<ConnectionsContext, 'store' | 'storage'>
export type StoredConnections = StorageKeys['connections']

/** The stored connections, one per namespace. */
export const readStoredConnections = ({ storage }: Context): StoredConnections => storage.get('connections') ?? {}

/** The one writer of the stored connections; removes the key when none is left. */
export function writeStoredConnections({ storage }: Context, stored: StoredConnections) {
  if (Object.keys(stored).length > 0) storage.set('connections', stored)
  else storage.remove('connections')
}

/**
 * Stores the namespace's connection as the state has it; `chosen` is the listed wallet picked for it, kept
 * while the same connector stays active, so a reload names that wallet again.
 */
export function persistConnection(context: Context, namespace: Namespace, chosen?: StoredWallet) {
  const state = context.store.getState()
  const stored = { ...readStoredConnections(context) }
  const connectorId = state.activeConnectorIds[namespace]
  const status = state.chains[namespace]?.accountState.status
  if (connectorId && status && status !== 'disconnected') {
    const before = stored[namespace]
    const wallet = chosen ?? (before?.connectorId === connectorId ? before.wallet : undefined)
    stored[namespace] = {
      status,
      connectorId,
      connections: state.connections[namespace] ?? [],
      ...(wallet ? { wallet } : {}),
    }
  } else delete stored[namespace]
  writeStoredConnections(context, stored)
}

/**
 * The recent wallets, newest first (SPEC §3). SPEC's wallet id and name are kept with each namespace's stored
 * connection (`persistConnection`), as several namespaces can be connected at once; the newest is also the first
 * recent wallet.
 */
export function rememberWallet({ storage }: Context, wallet: StoredWallet) {
  const recent = (storage.get('recentWallets') ?? []).filter((entry) => entry.id !== wallet.id)
  storage.set('recentWallets', [wallet, ...recent].slice(0, recentWalletsLimit))
}
