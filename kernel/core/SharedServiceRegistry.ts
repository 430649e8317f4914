import type { SharedServiceName, SharedServices } from '../registries.js'

/**
 * The instance's shared services (SharedServices), typed by name: one Map for all its adapters (the first to ask
 * makes a service, AdapterContext.shared) and its plugins (which read them). Never a module-level singleton, so
 * two instances stay apart.
 */
export interface SharedServiceRegistry {
  /** The service `name` once an adapter made it, else undefined. */
  get<K extends SharedServiceName>(name: K): SharedServices[K] | undefined
  has(name: SharedServiceName): boolean
  set<K extends SharedServiceName>(name: K, service: SharedServices[K]): unknown
}
