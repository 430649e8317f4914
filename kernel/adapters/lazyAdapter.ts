import type { Namespace } from '../types.js'
import { FoyerError } from '../errors/FoyerError.js'
import type { AdapterCapabilities, AdapterContext, AdapterDefinition } from './defineAdapter.js'

/** What an adapter's late-loaded code makes: the required core, its capabilities, and its teardown. */
export type AdapterRuntime = Pick<AdapterDefinition, 'connect' | 'disconnect' | 'getAccounts' | 'signMessage'> &
  Partial<AdapterCapabilities> & { destroy?(): void }

export interface LazyAdapterParameters<N extends Namespace, R extends AdapterRuntime> {
  namespace: N
  /** Loads the adapter's code (its chain library too) and makes its runtime; runs when the kernel sets it up. */
  load(context: AdapterContext): Promise<R>
  /** The optional capabilities the runtime has (declared here, since the runtime is not loaded yet). */
  capabilities: readonly (keyof AdapterCapabilities & keyof R)[]
}

/** An adapter whose code loads at setup; every call waits for it (before setup: a USAGE error). */
export function lazyAdapter<N extends Namespace, R extends AdapterRuntime>({
  namespace,
  load,
  capabilities,
}: LazyAdapterParameters<N, R>): AdapterDefinition<N> {
  let runtime: Promise<R> | undefined
  const ready = () => {
    if (!runtime)
      throw new FoyerError(`The ${namespace} adapter is used before the kernel set it up`, { code: 'USAGE' })
    return runtime
  }
  const call =
    (name: keyof AdapterRuntime) =>
    async (...args: unknown[]) =>
      ((await ready())[name] as (...args: unknown[]) => unknown)(...args)
  return {
    namespace,
    setup(context) {
      runtime = load(context)
      return () => void runtime?.then((loaded) => loaded.destroy?.())
    },
    // The runtime's making finds the page's wallets; code that failed to load has found none (a call says why).
    discovered: async () => void (await runtime?.catch(() => undefined)),
    connect: call('connect'),
    disconnect: call('disconnect'),
    getAccounts: call('getAccounts'),
    signMessage: call('signMessage'),
    capabilities: Object.fromEntries(capabilities.map((name) => [name, call(name)])) as Partial<AdapterCapabilities>,
  } as AdapterDefinition<N>
}
