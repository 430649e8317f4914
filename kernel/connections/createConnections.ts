import type { ConnectionAccount, Namespace, Network, ChainState, Connection } from '../types.js'
import type { Draft } from 'immer'
import type { AdapterRegistry } from '../adapters/createAdapterRegistry.js'
import type { ConnectResult } from '../adapters/defineAdapter.js'
import type { Bus } from '../bus/createBus.js'
import { type Clock, sleep } from '../clock.js'
import { ConnectFailedError, ModalClosedError } from '../errors/connectErrors.js'
import { foyerError } from '../errors/FoyerError.js'
import { UserRejectedRequestError } from '../errors/UserRejectedRequestError.js'
import type { Logger } from '../createLogger.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { FoyerStorage } from '../storage/FoyerStorage.js'
import type { StoredWallet } from '../storage/storageKeys.js'
import type { StorageKeys } from '../registries.js'
import { type SetConnectedOptions, setConnected, setConnecting, setDisconnected } from './connectionRecipes.js'
import { parseConnectResult } from './parseConnectResult.js'

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

/** SPEC §9: how long a wallet gets to confirm a disconnect before the state is cleared anyway. */
export const disconnectWaitMs = 3_000
export const recentWalletsLimit = 2
const connectorStatuses: ReadonlySet<ConnectorStatus> = new Set(['connected', 'active', 'disconnected'])

/** Settles with `promise`, or rejects with 'Modal closed' as soon as `signal` aborts. */
function abortable<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(new ModalClosedError())
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new ModalClosedError())
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

export interface CreateConnectionsParameters {
  store: Store<FoyerState>
  storage: FoyerStorage
  adapters: AdapterRegistry
  bus: Bus
  logger: Logger
  clock: Clock
}

export function createConnections({ store, storage, adapters, bus, logger, clock }: CreateConnectionsParameters) {
  /** Writes the stored connections, or removes the key when none is left. */
  const writeStored = (stored: StorageKeys['connections']) => {
    if (Object.keys(stored).length > 0) storage.set('connections', stored)
    else storage.remove('connections')
  }

  /** Stores the namespace's connection as the state has it; `chosen` is the listed wallet picked for it, kept
   * for as long as the same connector stays active, so a reload names that wallet again. */
  const persist = (namespace: Namespace, chosen?: StoredWallet) => {
    const state = store.getState()
    const stored = { ...storage.get('connections') }
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
    writeStored(stored)
  }

  /** The wallet the visitor used: the listed wallet chosen (through WalletConnect), else the connector's. */
  const walletOf = (namespace: Namespace, connectorId: string, chosen: StoredWallet | undefined): StoredWallet => {
    if (chosen) return chosen
    const connector = store.getState().connectors.find((c) => c.id === connectorId && c.chain === namespace)
    const wallet: StoredWallet = { id: connector?.explorerId ?? connectorId, name: connector?.name ?? connectorId }
    if (connector?.imageUrl) wallet.imageUrl = connector.imageUrl
    if (connector?.info?.rdns) wallet.rdns = connector.info.rdns
    return wallet
  }

  const rememberWallet = (wallet: StoredWallet) => {
    storage.set('wallet', wallet)
    const recent = (storage.get('recentWallets') ?? []).filter((entry) => entry.id !== wallet.id)
    storage.set('recentWallets', [wallet, ...recent].slice(0, recentWalletsLimit))
  }

  const applyResult = (
    namespace: Namespace,
    connectorId: string,
    result: ConnectResult,
    options?: SetConnectedOptions & { chosen?: StoredWallet | undefined },
  ) => {
    store.update((draft) => setConnected(draft, namespace, connectorId, result, options))
    persist(namespace, options?.chosen)
  }

  /**
   * The other connections stored with a restored one (SPEC §3 `recent`): remembered from an earlier visit and
   * not asked again, they are kept with `recent: true` until they connect anew.
   */
  const rememberRecent = (namespace: Namespace, stored: readonly Connection[]) => {
    const live = new Set((store.getState().connections[namespace] ?? []).map((connection) => connection.connectorId))
    const recent = stored
      .filter((connection) => !live.has(connection.connectorId))
      .map((connection) => ({ ...connection, recent: true }))
    if (recent.length === 0) return
    store.update((draft) => {
      draft.connections[namespace] = [...(draft.connections[namespace] ?? []), ...recent]
    })
    persist(namespace)
  }

  /** What a failed connect puts back: the namespace's state and its stored connection as they were. */
  const snapshot = (namespace: Namespace) => {
    const state = store.getState()
    const stored = storage.get('connections')?.[namespace]
    const saved = {
      chain: state.chains[namespace],
      activeConnectorId: state.activeConnectorIds[namespace],
      connections: state.connections[namespace],
      activeNamespace: state.activeNamespace,
    }
    return () => {
      store.update((draft) => {
        if (saved.chain) draft.chains[namespace] = saved.chain as Draft<ChainState>
        else setDisconnected(draft, namespace)
        if (saved.activeConnectorId) draft.activeConnectorIds[namespace] = saved.activeConnectorId
        else delete draft.activeConnectorIds[namespace]
        if (saved.connections) draft.connections[namespace] = saved.connections as Draft<Connection>[]
        else delete draft.connections[namespace]
        draft.activeNamespace = saved.activeNamespace
      })
      const now = { ...storage.get('connections') }
      if (stored) now[namespace] = stored
      else delete now[namespace]
      writeStored(now)
    }
  }

  const clear = (namespace: Namespace) => {
    store.update((draft) => setDisconnected(draft, namespace))
    persist(namespace)
    storage.remove('wallet')
    bus.emit('disconnect:success', { namespace })
  }

  const connections: Connections = {
    async connect({ namespace, connectorId, network, signal, wallet: chosen }) {
      const adapter = adapters.require(namespace)
      const restore = snapshot(namespace)
      store.update((draft) => setConnecting(draft, namespace))
      try {
        const answer = await abortable(adapter.connect({ connectorId, network, signal }), signal)
        const result = parseConnectResult(answer, namespace)
        const listed = typeof chosen === 'function' ? chosen() : chosen
        const wallet = walletOf(namespace, connectorId, listed)
        applyResult(namespace, connectorId, result, { wallet, fresh: true, chosen: listed })
        rememberWallet(wallet)
        bus.emit('connect:success', { namespace, connectorId, address: result.accounts[0]?.address ?? '' })
        return result.accounts
      } catch (error) {
        // A failed attempt changes nothing: a wallet connected before stays connected (SPEC §4, issue 4).
        restore()
        const known = [UserRejectedRequestError, ConnectFailedError, ModalClosedError]
        throw known.some((type) => error instanceof type) ? error : new ConnectFailedError({ cause: error })
      }
    },

    async disconnect(namespace) {
      const state = store.getState()
      const targets = namespace ? [namespace] : (Object.keys(state.activeConnectorIds) as Namespace[])
      const failed: Namespace[] = []
      await Promise.all(
        targets.map(async (target) => {
          const connectorId = store.getState().activeConnectorIds[target]
          try {
            if (connectorId) {
              const done = adapters.require(target).disconnect({ connectorId })
              await Promise.race([done, sleep(clock, disconnectWaitMs)])
            }
          } catch (error) {
            logger.error(`disconnect ${target} failed`, error)
            failed.push(target)
          } finally {
            clear(target)
            bus.emit('track', { event: 'DISCONNECT_SUCCESS', properties: { namespace: target } })
          }
        }),
      )
      if (failed.length === 1 && targets.length === 1) throw foyerError('DISCONNECT_FAILED')
      if (failed.length > 0) throw foyerError('DISCONNECT_CHAINS_FAILED', { chains: failed.join(', ') })
    },

    connectorStatus(namespace, connectorId) {
      const state = store.getState()
      if (state.activeConnectorIds[namespace] === connectorId) return 'connected'
      if (state.connections[namespace]?.some((connection) => connection.connectorId === connectorId)) return 'active'
      return 'disconnected'
    },

    async switchConnection({ namespace, connectorId, address, status: shown }) {
      const state = store.getState()
      if (!state.connectors.some((connector) => connector.id === connectorId && connector.chain === namespace))
        throw foyerError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { connectorId })
      const before = {
        connectorId: state.activeConnectorIds[namespace],
        address: state.chains[namespace]?.accountState.address,
      }
      const status: unknown = shown ?? connections.connectorStatus(namespace, connectorId)
      if (!connectorStatuses.has(status as ConnectorStatus))
        throw foyerError('INVALID_CONNECTION_STATUS', { status: String(status) })
      if (status === 'disconnected') await connections.connect({ namespace, connectorId })
      else {
        const result = parseConnectResult(await adapters.require(namespace).getAccounts({ connectorId }), namespace)
        if (result.accounts.length === 0) throw foyerError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { connectorId })
        const chosen = address
          ? result.accounts.find((account) => account.address.toLowerCase() === address.toLowerCase())
          : undefined
        if (address && !chosen)
          throw foyerError(
            'INVALID_WALLET_ANSWER',
            { method: 'switchConnection' },
            { details: `${address} is not an account of ${connectorId}` },
          )
        const accounts = chosen ? [chosen, ...result.accounts.filter((account) => account !== chosen)] : result.accounts
        applyResult(namespace, connectorId, { ...result, accounts }, { fresh: connectorId !== before.connectorId })
      }
      const after = store.getState()
      return {
        accountChanged: after.chains[namespace]?.accountState.address !== before.address,
        walletChanged: after.activeConnectorIds[namespace] !== before.connectorId,
      }
    },

    async restore() {
      const stored = storage.get('connections') ?? {}
      await Promise.all(
        (Object.keys(stored) as Namespace[]).map(async (namespace) => {
          const entry = stored[namespace]
          const adapter = adapters.get(namespace)
          if (!entry || !adapter) return clear(namespace)
          store.update((draft) => setConnecting(draft, namespace))
          try {
            const result = parseConnectResult(await adapter.getAccounts({ connectorId: entry.connectorId }), namespace)
            if (result.accounts.length === 0) return clear(namespace)
            applyResult(namespace, entry.connectorId, result, { fresh: true, wallet: entry.wallet })
            rememberRecent(namespace, entry.connections)
          } catch (error) {
            logger.warn(`could not restore the ${namespace} connection`, error)
            clear(namespace)
          }
        }),
      )
    },
  }

  /** The wallet changed something on its own (AdapterContext callbacks). */
  const walletEvents = {
    accountsChanged(namespace: Namespace, connectorId: string, accounts: ConnectResult['accounts']) {
      if (store.getState().activeConnectorIds[namespace] !== connectorId) return
      const networkId = store.getState().chains[namespace]?.activeNetworkId
      if (accounts.length === 0 || !networkId) return clear(namespace)
      applyResult(namespace, connectorId, parseConnectResult({ accounts, networkId }, namespace))
    },
    networkChanged(namespace: Namespace, connectorId: string, networkId: ConnectResult['networkId']) {
      const state = store.getState()
      if (state.activeConnectorIds[namespace] !== connectorId) return
      const from = state.chains[namespace]?.activeNetworkId
      const accounts = state.connections[namespace]?.find((c) => c.connectorId === connectorId)?.accounts ?? []
      applyResult(namespace, connectorId, parseConnectResult({ accounts, networkId }, namespace))
      if (from !== networkId) bus.emit('network:switched', { namespace, from, to: networkId })
    },
    disconnected(namespace: Namespace, connectorId: string) {
      if (store.getState().activeConnectorIds[namespace] === connectorId) clear(namespace)
    },
  }

  return { ...connections, walletEvents }
}
