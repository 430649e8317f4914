import type { AdapterContext, AnyAdapter } from '../adapters/defineAdapter.js'
import type { Bus } from '../bus/createBus.js'
import type { createConnections } from '../connections/createConnections.js'
import type { Logger } from '../createLogger.js'
import type { ResolvedOptions } from '../options/ResolvedOptions.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { SharedServices } from '../registries.js'
import type { Store } from '../state/createStore.js'
import type { FoyerStorage } from '../storage/FoyerStorage.js'
import type { SharedServiceRegistry } from './SharedServiceRegistry.js'

export interface CreateAdapterContextParameters {
  adapter: AnyAdapter
  store: Store<FoyerState>
  bus: Bus
  storage: FoyerStorage
  logger: Logger
  options: ResolvedOptions
  connections: ReturnType<typeof createConnections>
  /** The instance's shared services (AdapterContext.shared), one registry for all its adapters and plugins. */
  shared: SharedServiceRegistry
}

/** What one adapter sees of the kernel: its networks, its connectors, and the wallet-event callbacks. */
export function createAdapterContext(parameters: CreateAdapterContextParameters): AdapterContext {
  const { adapter, store, bus, storage, logger, options, connections, shared } = parameters
  const { namespace } = adapter
  return {
    store,
    bus,
    storage,
    logger,
    networks: options.networks.filter((network) => network.chainNamespace === namespace),
    options,
    shared(name, create) {
      if (!shared.has(name)) shared.set(name, create())
      return shared.get(name) as SharedServices[typeof name]
    },
    setConnectors(connectors) {
      store.update((draft) => {
        draft.connectors = [
          ...draft.connectors.filter((connector) => connector.chain !== namespace),
          ...connectors.map((connector) => ({ ...connector, chain: namespace })),
        ]
      })
    },
    onAccountsChanged: (connectorId, accounts) =>
      connections.walletEvents.accountsChanged(namespace, connectorId, accounts),
    onNetworkChanged: (connectorId, networkId) =>
      connections.walletEvents.networkChanged(namespace, connectorId, networkId),
    onDisconnected: (connectorId) => connections.walletEvents.disconnected(namespace, connectorId),
  }
}
