import type { AdapterRegistry } from '../adapters/createAdapterRegistry.js'
import type { Bus } from '../bus/createBus.js'
import type { Clock } from '../clock.js'
import type { Logger } from '../createLogger.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { FoyerStorage } from '../storage/FoyerStorage.js'

/** What every connection action works over: the instance's services. */
export interface ConnectionsContext {
  store: Store<FoyerState>
  storage: FoyerStorage
  adapters: AdapterRegistry
  bus: Bus
  logger: Logger
  clock: Clock
}
