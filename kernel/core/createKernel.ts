import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import { lazyQueryCache } from '../cache/lazyQueryCache.js'
import { deferAnalytics } from '../analytics/deferAnalytics.js'
import { afterFirstView } from './afterFirstView.js'
import { startAfter } from './startAfter.js'
import type { Bus } from '../bus/createBus.js'
import { type Clock, systemClock } from '../clock.js'
import { loadConfig } from '../config/loadConfig.js'
import { createConnections } from '../connections/createConnections.js'
import { createLogger } from '../createLogger.js'
import { createApiClients } from '../http/createApiClients.js'
import { createSupportedChains } from '../http/createSupportedChains.js'
import type { Modal } from '../modal/createModal.js'
import { createNetworks } from '../networks/createNetworks.js'
import type { FoyerOptions } from '../options/FoyerOptions.js'
import { readOptions } from '../options/readOptions.js'
import { createPluginHost } from '../plugins/createPluginHost.js'
import type { PluginManifest } from '../plugins/PluginManifest.js'
import { catalogueOf, withAppManifests } from '../plugins/withAppManifests.js'
import type { PluginContext } from '../plugins/definePlugin.js'
import { loadEagerPlugins } from '../plugins/loadEagerPlugins.js'
import { createPluginSync } from '../plugins/createPluginSync.js'
import { createPluginActions } from '../plugins/createPluginActions.js'
import { connectedBackGuard } from '../router/connectedBackGuard.js'
import { createRouter } from '../router/createRouter.js'
import { loadViewSettled } from '../router/loadView.js'
import { activeChainOf } from '../state/activeChainOf.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import { createStorage } from '../storage/createStorage.js'
import { resolveStorageBackend } from '../storage/resolveStorageBackend.js'
import { createToastQueue } from '../toasts/createToastQueue.js'
import { createSlices } from '../actions/createSlices.js'
import { type KernelServices, pluginServices } from '../actions/pluginServices.js'
import { applyOptionsToState } from './applyOptionsToState.js'
import { createAdapterContext } from './createAdapterContext.js'
import type { Kernel } from './Kernel.js'
import { markPhase } from './markPhase.js'
import { madeKernel, rememberKernel } from './madeKernels.js'
import type { SharedServiceRegistry } from './SharedServiceRegistry.js'

/** What the kernel takes from outside; each is the real one unless given (tests give their own). */
export interface KernelDependencies {
  /** Foyer's manifests. Default: plugins/manifests.ts, handed in by createFoyer. */
  catalogue?: readonly PluginManifest[]
  /** Time for timers, caches, retries and analytics batches. Default: the system clock. */
  clock?: Clock
  /** The fetch of every HTTP client. Default: globalThis.fetch. */
  fetch?: typeof fetch
}

export interface CreateKernelParameters extends Omit<KernelDependencies, 'catalogue'> {
  options: FoyerOptions
  store: Store<FoyerState>
  bus: Bus
  catalogue: readonly PluginManifest[]
  /** The modal's owner (createFoyer's): the kernel attaches its part and hands its open and close on. */
  modal: Modal
}

/**
 * The kernel, loaded on first need: parses the options (throwing their error), builds every
 * service on this instance, sets up the adapters and restores a stored connection.
 */
export async function createKernel(parameters: CreateKernelParameters): Promise<Kernel> {
  const { options: input, store, bus, catalogue, modal, clock = systemClock, fetch } = parameters
  // Usual options pass the quick check; zod (in its own file, not the first open's) parses and explains the others.
  const options =
    readOptions(input, catalogue) ?? (await import('../options/parseOptions.js')).parseOptions(input, catalogue)
  const manifests = withAppManifests(catalogue, options.manifests)
  const logger = createLogger({ level: options.logLevel })
  const backend = resolveStorageBackend(options.storage)
  const storage = createStorage({ backend, prefix: options.storagePrefix, logger, clock })
  const activeChain = () => activeChainOf(store.getState())
  const firstViewDrawn = afterFirstView({ bus, clock, opening: store.getState().modal.loading })
  const analytics = deferAnalytics({
    bus,
    clock,
    logger,
    client: () => api.analytics,
    enabled: () => store.getState().features?.analytics ?? false,
    caipNetworkId: () => activeChain()?.activeNetworkId,
    address: () => activeChain()?.accountState.address,
    // After the first view, and once an open's config has told whether analytics is on (its switch is asked then).
    due: firstViewDrawn.then(() => config),
  })
  const api = createApiClients(options, {
    clock,
    logger,
    fetch,
    onError: (error, category) => analytics.report(error, category),
  })
  const adapters = createAdapterRegistry(options.adapters)
  const connections = createConnections({ store, storage, adapters, bus, logger, clock })
  const toasts = createToastQueue(store, clock)
  const { open, close } = modal
  const router = createRouter({
    store,
    close,
    onChange: (history, action) => bus.emit('router:change', { history, action }),
  })
  router.addGuard(connectedBackGuard(store))
  const networks = createNetworks({ store, storage, adapters, bus, close })
  const track: PluginContext['track'] = (event, properties) => bus.emit('track', { event, properties })
  store.update((draft) =>
    applyOptionsToState(draft, options, {
      activeNetwork: storage.get('activeNetwork'),
      preferredAccountTypes: storage.get('preferredAccountTypes'),
    }),
  )
  const services: KernelServices = {
    store,
    bus,
    router,
    toasts,
    storage,
    cache: lazyQueryCache(clock),
    api,
    supportedChains: createSupportedChains(api.api, logger),
    adapters,
    shared: new Map() as SharedServiceRegistry,
    connections,
    networks,
    options,
    logger,
    clock,
    track,
    open,
    close,
    afterFirstView: firstViewDrawn,
  }
  const forPlugins = pluginServices(services, createSlices(store)) // actions' code: after the first view
  const contextFor = (): PluginContext => ({ ...forPlugins })
  const extra = options.plugins
  const plugins = createPluginHost({ catalogue: catalogueOf(manifests), extra, store, router, logger, contextFor })
  const syncPlugins = createPluginSync({ plugins, manifests, store, bus, logger, options })
  let config: Promise<unknown> | undefined
  /** Remote features, analytics switch and origins, once per instance, on first open; it never throws. */
  const origin = globalThis.location?.origin
  const loadConfigOnce = () =>
    (config ??= loadConfig({ api, store, bus, logger, options, manifests, origin, storage, after: firstViewDrawn }))
  const teardowns = [
    analytics.teardown, // events, error reports and the bus's internal errors (SPEC §8)
    // Following other tabs' connections can wait for the first view (a change before it is read at restore).
    startAfter(
      firstViewDrawn,
      () => import('../connections/syncAcrossTabs.js'),
      ({ syncAcrossTabs }) => syncAcrossTabs({ store, connections, logger, storage, area: backend }),
    ),
    adapters.setup(
      (adapter) => createAdapterContext({ adapter, ...services, connections }),
      (namespace) => store.update((draft) => void draft.discovered.push(namespace)),
    ),
    store.select(
      (state) => state.features,
      () => {
        if (store.getState().plugins.length > 0) syncPlugins().catch((error) => logger.error('plugins', error))
      },
    ),
  ]
  modal.attach({
    prepare() {
      void loadConfigOnce() // the remote config travels beside the plugins' code
      return syncPlugins().then(() => markPhase('foyer:plugins'))
    },
    show(view, params) {
      router.reset(view as 'Connect', params as undefined)
      // The view's code starts now, not when React asks; its module's preload gets the kernel, once it is made.
      return loadViewSettled(router.getView(view), madeKernel(store))
    },
    canClose: router.canClose,
  })
  await connections.restore()
  markPhase('foyer:kernel')
  // The stored account the button showed until now gives way to the restored connection (or to none).
  if (store.getState().storedAccount) store.update((draft) => void delete draft.storedAccount)
  loadEagerPlugins({ manifests, store, options, logger, sync: syncPlugins })
  const kernel: Kernel = {
    ...forPlugins,
    plugins,
    runAction: createPluginActions({ plugins, store, sync: syncPlugins, contextFor }),
    restore: connections.restore,
    prefetch: () => syncPlugins().catch((error: unknown) => logger.debug('prefetch: plugins will load on open', error)),
    destroy() {
      plugins.destroy()
      toasts.destroy()
      for (const teardown of teardowns) teardown()
    },
  }
  return rememberKernel(store, kernel)
}
