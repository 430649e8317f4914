import { builtInPlugins, catalogue as foyerCatalogue } from '../../plugins/catalogue.js'
import type { AnyAdapter } from '../adapters/defineAdapter.js'
import { createAdapterRegistry } from '../adapters/createAdapterRegistry.js'
import { createSupportedChains } from '../api/createSupportedChains.js'
import { createAnalytics } from '../analytics/createAnalytics.js'
import { createErrorAnalytics } from '../analytics/createErrorAnalytics.js'
import { wrapInternalError } from '../analytics/wrapInternalError.js'
import type { Bus } from '../bus/createBus.js'
import type { KernelEvents } from '../bus/KernelEvents.js'
import { systemClock } from '../clock.js'
import { loadConfig } from '../config/loadConfig.js'
import { createConnections } from '../connections/createConnections.js'
import { syncAcrossTabs } from '../connections/syncAcrossTabs.js'
import { createLogger } from '../createLogger.js'
import { createNetworks } from '../networks/createNetworks.js'
import { createApiClients } from '../http/createApiClients.js'
import type { FoyerOptions } from '../options/FoyerOptions.js'
import { enabledFeatureKeys } from '../options/features.js'
import { parseOptions } from '../options/parseOptions.js'
import type { PluginContext, PluginDefinition } from '../plugins/definePlugin.js'
import { createPluginHost } from '../plugins/createPluginHost.js'
import { connectedBackGuard, firstView } from '../router/connectedBackGuard.js'
import { createRouter } from '../router/createRouter.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import { createStorage } from '../storage/createStorage.js'
import { resolveStorageBackend } from '../storage/resolveStorageBackend.js'
import { createToastQueue } from '../toasts/createToastQueue.js'
import { createAdapterContext } from './createAdapterContext.js'
import { addSlice } from './addSlice.js'
import { applyOptionsToState } from './initialKernelState.js'
import type { Kernel, KernelDependencies } from './Kernel.js'

export interface CreateKernelParameters extends KernelDependencies {
  options: FoyerOptions
  store: Store<FoyerState>
  bus: Bus
}

/**
 * The kernel, loaded on first need: parses the options (throwing their error), builds every
 * service on this instance, sets up the adapters and restores a stored connection.
 */
export async function createKernel(parameters: CreateKernelParameters): Promise<Kernel> {
  const { options: input, store, bus, catalogue = foyerCatalogue, clock = systemClock, fetch } = parameters
  const options = parseOptions(input)
  const logger = createLogger({ level: options.logLevel })
  const storage = createStorage({
    backend: resolveStorageBackend(options.storage),
    prefix: options.storagePrefix,
    logger,
    clock,
  })
  const api = createApiClients(options, {
    clock,
    logger,
    fetch,
    onError: (error, category) => void errorAnalytics.report(error, category),
  })
  const analyticsEnabled = () => store.getState().features?.analytics ?? false
  const errorAnalytics = createErrorAnalytics({ client: api.analytics, clock, logger, enabled: analyticsEnabled })
  const adapters = createAdapterRegistry(options.adapters as AnyAdapter[])
  const connections = createConnections({ store, storage, adapters, bus, logger, clock })
  const toasts = createToastQueue(store, clock)
  const close = () => {
    const { modal } = store.getState()
    if (modal.loading && !modal.open) {
      store.update((draft) => {
        draft.modal.loading = false
      })
      return
    }
    if (!modal.open || !router.canClose()) return
    store.update((draft) => {
      draft.modal.open = false
      draft.modal.loading = false
    })
    bus.emit('modal:close', undefined)
  }
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

  /** Opens the modal; a close() while its plugins are still loading cancels the open. */
  const open = async (view?: string, params?: unknown) => {
    store.update((draft) => {
      draft.modal.loading = true
    })
    await syncPlugins()
    if (!store.getState().modal.loading) return
    void loadConfigOnce()
    const first = view ?? firstView(store.getState())
    router
      .getView(first)
      ?.load()
      .catch(() => undefined) // the view's code starts now, not when React asks
    router.reset(first as 'Connect', params as undefined)
    store.update((draft) => {
      draft.modal.open = true
      draft.modal.loading = false
    })
    bus.emit('modal:open', { view: first })
  }

  const services: Omit<PluginContext, 'addSlice'> = {
    store,
    bus,
    router,
    toasts,
    storage,
    api,
    supportedChains: createSupportedChains(api.api, logger),
    adapters,
    connections,
    networks,
    options,
    logger,
    clock,
    track,
    open,
    close,
  }
  const plugins = createPluginHost({
    catalogue,
    extra: options.plugins as PluginDefinition[],
    store,
    router,
    logger,
    contextFor: () => ({ ...services, addSlice: (name, initial) => addSlice(store, name, initial) }),
  })

  /**
   * Loads the built-in plugins (the modal cannot open without them), then the enabled features' plugins
   * and the developer's, and unloads features turned off. A feature plugin that fails is logged and
   * reported; the modal opens without it. One run at a time (open, prefetch and feature changes share it).
   */
  let syncing: Promise<void> = Promise.resolve()
  const syncPlugins = () => {
    syncing = syncing.catch(() => undefined).then(loadWantedPlugins)
    return syncing
  }
  const loadWantedPlugins = async () => {
    const features = store.getState().features ?? options.features
    const wanted = enabledFeatureKeys(features, { siwx: options.siwx !== undefined }).filter((key) => key in catalogue)
    const extra = options.plugins.map((plugin) => plugin.id)
    for (const plugin of plugins.loaded()) {
      const isFeature = plugin.id in catalogue && !builtInPlugins.includes(plugin.id as never)
      if (isFeature && !wanted.includes(plugin.id) && !extra.includes(plugin.id)) plugins.unload(plugin.id)
    }
    await plugins.load(builtInPlugins)
    await plugins.load([...wanted, ...extra]).catch((error: unknown) => {
      logger.error('a plugin failed to load', error)
      bus.emit('error', { error, category: 'plugins' })
    })
  }
  let config: Promise<unknown> | undefined
  /** Remote features, analytics switch and origins, once per instance, on first open; it never throws. */
  const loadConfigOnce = () => {
    config ??= loadConfig({ api, store, bus, logger, options, origin: globalThis.location?.origin })
    return config
  }
  const activeChain = () => {
    const state = store.getState()
    return state.activeNamespace ? state.chains[state.activeNamespace] : undefined
  }

  // SPEC §8: internal errors, wrapped with a category, go to error analytics.
  const onInternalError = ({ error, category }: KernelEvents['error']) => {
    const internal = wrapInternalError(error, category)
    void errorAnalytics.report(internal.error, internal.category)
  }
  bus.on('error', onInternalError)

  const shared = new Map<string, unknown>()
  const teardowns = [
    () => bus.off('error', onInternalError),
    syncAcrossTabs({ store, connections, logger, prefix: options.storagePrefix, storage: options.storage }),
    adapters.setup((adapter) =>
      createAdapterContext({ adapter, store, bus, storage, logger, options, connections, shared }),
    ),
    createAnalytics({
      bus,
      client: api.analytics,
      enabled: analyticsEnabled,
      clock,
      logger,
      caipNetworkId: () => activeChain()?.activeNetworkId,
      address: () => activeChain()?.accountState.address,
    }),
    store.select(
      (state) => state.features,
      () => {
        if (store.getState().plugins.length > 0) syncPlugins().catch((error) => logger.error('plugins', error))
      },
    ),
  ]

  await connections.restore()

  return {
    ...services,
    plugins,
    restore: connections.restore,
    prefetch: () => syncPlugins().catch((error: unknown) => logger.debug('prefetch: plugins will load on open', error)),
    destroy() {
      plugins.destroy()
      toasts.destroy()
      for (const teardown of teardowns) teardown()
    },
  }
}
