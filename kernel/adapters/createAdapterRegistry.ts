import type { Namespace } from '../types.js'
import type { AdapterCapabilities, AnyAdapter, AdapterContext } from './defineAdapter.js'
import { CapabilityNotSupportedError } from '../errors/CapabilityNotSupportedError.js'
import { kernelError } from '../errors/kernelError.js'

export interface AdapterRegistry {
  namespaces(): Namespace[]
  get(namespace: Namespace): AnyAdapter | undefined
  /** The adapter of a namespace, or the 'Adapter not found' error. */
  getOrThrow(namespace: Namespace): AnyAdapter
  /** A capability of a namespace's adapter, or CapabilityNotSupportedError. */
  capability<C extends keyof AdapterCapabilities>(namespace: Namespace, name: C): AdapterCapabilities[C]
  has(namespace: Namespace, name: keyof AdapterCapabilities): boolean
}

export interface AdapterRegistryHandle extends AdapterRegistry {
  /**
   * Runs every adapter's setup with its context, and `discovered` with each namespace once its adapter has found
   * the page's wallets (AdapterDefinition.discovered); returns the teardown of all.
   */
  setup(contextFor: (adapter: AnyAdapter) => AdapterContext, discovered?: (namespace: Namespace) => void): () => void
}

/** The adapters the app passed, one per namespace. */
export function createAdapterRegistry(adapters: readonly AnyAdapter[]): AdapterRegistryHandle {
  const byNamespace = new Map<Namespace, AnyAdapter>()
  for (const adapter of adapters) {
    if (byNamespace.has(adapter.namespace)) throw kernelError('DUPLICATE_ADAPTER', { namespace: adapter.namespace })
    byNamespace.set(adapter.namespace, adapter)
  }

  const getOrThrow = (namespace: Namespace) => {
    const adapter = byNamespace.get(namespace)
    if (!adapter) throw kernelError('ADAPTER_NOT_FOUND', {}, { details: `No adapter for ${namespace}` })
    return adapter
  }

  return {
    namespaces: () => [...byNamespace.keys()],
    get: (namespace) => byNamespace.get(namespace),
    getOrThrow,
    has: (namespace, name) => typeof byNamespace.get(namespace)?.capabilities?.[name] === 'function',
    capability(namespace, name) {
      const capability = getOrThrow(namespace).capabilities?.[name]
      if (typeof capability !== 'function') throw new CapabilityNotSupportedError(namespace, name)
      return capability as AdapterCapabilities[typeof name]
    },
    setup(contextFor, discovered) {
      const teardowns = [...byNamespace.values()].map((adapter) => {
        const teardown = adapter.setup?.(contextFor(adapter))
        const found = adapter.discovered?.() ?? Promise.resolve()
        void found.catch(() => undefined).then(() => discovered?.(adapter.namespace))
        return teardown
      })
      return () => {
        for (const teardown of teardowns) teardown?.()
      }
    },
  }
}
