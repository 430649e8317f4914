import type { Namespace } from '../types.js'
import type { AdapterCapabilities, AnyAdapter } from './defineAdapter.js'

export interface AdapterRegistry {
  namespaces(): Namespace[]
  get(namespace: Namespace): AnyAdapter | undefined
  /** The adapter of a namespace, or the 'Adapter not found' error. */
  require(namespace: Namespace): AnyAdapter
  /** A capability of a namespace's adapter, or CapabilityNotSupportedError. */
  capability<C extends keyof AdapterCapabilities>(namespace: Namespace, name: C): AdapterCapabilities[C]
  has(namespace: Namespace, name: keyof AdapterCapabilities): boolean
}
