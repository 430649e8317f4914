import type { AccountTab, ConnectMethodDefinition, PluginDefinition, SlotFill, WalletFeature } from './definePlugin.js'
import type { PluginContext } from './definePlugin.js'
import { kernelError } from '../errors/kernelError.js'
import type { Logger } from '../createLogger.js'
import type { Router } from '../router/createRouter.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import { createPluginResolver } from './createPluginResolver.js'
import { connectMethodStandIns } from './connectMethodStandIns.js'
import { onDemandTabs } from './onDemandTabs.js'
import { onDemandViews } from './onDemandViews.js'
import { orderPlugins } from './orderPlugins.js'
import type { PluginCatalogue } from './PluginCatalogue.js'

export interface Contributions {
  walletFeatures: WalletFeature[]
  tabs: AccountTab[]
  connectMethods: ConnectMethodDefinition[]
}

export interface PluginHost {
  /** Loads and sets up plugins by id (feature keys of the catalogue, or ids of plugins passed in options). */
  load(ids: readonly string[]): Promise<void>
  /** Tears a plugin down and removes its views, guards and contributions. */
  unload(id: string): void
  /**
   * Offers catalogue plugins on demand: their buttons show and their views can be routed to, and their code
   * loads when one of their views is first shown.
   */
  offer(ids: readonly string[]): void
  /** Takes an offer back and unloads the plugin (its feature was turned off); nothing when neither. */
  withdraw(id: string): void
  loaded(): PluginDefinition[]
  isLoaded(id: string): boolean
  /** Everything loaded plugins contribute of one kind, in load order. */
  contributions<K extends keyof Contributions>(kind: K): Contributions[K]
  /** The Account view's buttons: loaded plugins' and, for plugins offered but not loaded, their catalogue's. */
  walletFeatures(): WalletFeature[]
  /** The Account view's tabs, likewise: an offered plugin's tab loads the plugin, then its own tab's code. */
  tabs(): AccountTab[]
  /** The Connect view's methods; an offered plugin's are stand-ins that stay the same once it loads. */
  connectMethods(): ConnectMethodDefinition[]
  /** The fills of a named slot, by `order`. */
  slot(name: string): SlotFill[]
  destroy(): void
}

export type { CatalogueEntry, CatalogueView, PluginCatalogue } from './PluginCatalogue.js'

export interface CreatePluginHostParameters {
  catalogue: PluginCatalogue
  /** Plugins passed in the options; one with a catalogue key replaces Foyer's own. */
  extra: readonly PluginDefinition[]
  store: Store<FoyerState>
  router: Router
  logger: Logger
  contextFor(plugin: PluginDefinition): PluginContext
}

interface Loaded {
  plugin: PluginDefinition
  teardowns: (() => void)[]
}

/** Loads plugins by id, orders them, sets them up with their context, and tears them down. */
export function createPluginHost(parameters: CreatePluginHostParameters): PluginHost {
  const { catalogue, extra, store, router, logger, contextFor } = parameters
  orderPlugins(extra) // duplicate ids among the developer's plugins fail early
  const loaded = new Map<string, Loaded>()
  const resolve = createPluginResolver(catalogue, extra)
  /** Offered ids -> the teardown of their stand-in views (registered while the plugin is not loaded). */
  const offers = new Map<string, () => void>()
  /** Offered ids -> their tabs' stand-ins, made once, so a tab's `load` keeps its identity across renders. */
  const tabStandIns = new Map<string, AccountTab[]>()
  const methodStandIns = connectMethodStandIns(catalogue, (id) => loadOffered(id))
  const waiting = () => [...offers.keys()].filter((id) => !loaded.has(id))

  const publish = () =>
    store.update((draft) => {
      draft.plugins = [...loaded.keys()]
      draft.pluginsOnDemand = [...offers.keys()]
    })

  /** Loads an offered plugin (when one of its views or tabs is first shown). */
  const loadOffered = async (id: string) => {
    await host.load([id])
    const plugin = loaded.get(id)?.plugin
    if (!plugin) throw kernelError('PLUGIN_LOAD_FAILED', { id })
    return plugin
  }

  /** Registers the stand-ins of an offered plugin's views; they load it when one is first shown. */
  const standIns = (id: string) => {
    const entry = catalogue[id]
    if (!entry || loaded.has(id)) return () => {}
    return router.registerViews(onDemandViews(entry, () => loadOffered(id)))
  }

  const setUp = async (plugin: PluginDefinition) => {
    const teardowns: (() => void)[] = []
    if (plugin.views) teardowns.push(router.registerViews(plugin.views))
    for (const guard of plugin.guards ?? []) teardowns.push(router.addGuard(guard))
    loaded.set(plugin.id, { plugin, teardowns })
    const teardown = await plugin.setup?.(contextFor(plugin))
    if (typeof teardown === 'function') teardowns.push(teardown)
  }

  const unload = (id: string) => {
    const entry = loaded.get(id)
    if (!entry) return
    loaded.delete(id)
    for (const teardown of entry.teardowns.reverse()) {
      try {
        teardown()
      } catch (error) {
        logger.error(`plugin ${id}: teardown failed`, error)
      }
    }
    // Its views went with it; while it is still offered, its stand-ins come back.
    if (offers.has(id)) offers.set(id, standIns(id))
    publish()
  }

  const host: PluginHost = {
    async load(ids) {
      const wanted = [...new Set(ids)].filter((id) => !loaded.has(id))
      const settled = await Promise.allSettled(wanted.map(resolve))
      const failures = settled.flatMap((result) => (result.status === 'rejected' ? [result.reason as unknown] : []))
      const fresh = settled.flatMap((result) =>
        result.status === 'fulfilled' && !loaded.has(result.value.id) ? [result.value] : [],
      )
      // Plugins whose code did load are set up even when others failed; the first failure is thrown after.
      const failed = new Set(wanted.filter((_, index) => settled[index]?.status === 'rejected'))
      const usable = fresh.filter((plugin) => !(plugin.after ?? []).some((id) => failed.has(id)))
      for (const plugin of orderPlugins(usable, new Set(loaded.keys()))) {
        try {
          await setUp(plugin)
        } catch (error) {
          unload(plugin.id)
          failures.push(kernelError('PLUGIN_LOAD_FAILED', { id: plugin.id }, { cause: error }))
        }
      }
      publish()
      if (failures.length > 0) throw failures[0]
    },
    unload,
    offer(ids) {
      const fresh = ids.filter((id) => !offers.has(id) && catalogue[id])
      for (const id of fresh) offers.set(id, standIns(id))
      if (fresh.length > 0) publish()
    },
    withdraw(id) {
      const offer = offers.get(id)
      offers.delete(id)
      offer?.()
      if (loaded.has(id)) unload(id)
      else if (offer) publish()
    },
    loaded: () => [...loaded.values()].map((entry) => entry.plugin),
    isLoaded: (id) => loaded.has(id),
    contributions<K extends keyof Contributions>(kind: K) {
      return [...loaded.values()].flatMap((entry): unknown[] => entry.plugin[kind] ?? []) as Contributions[K]
    },
    walletFeatures: () => [
      ...host.contributions('walletFeatures'),
      ...waiting().flatMap((id) => catalogue[id]?.walletFeatures ?? []),
    ],
    tabs() {
      const offered = waiting().flatMap((id) => {
        const entry = catalogue[id]
        if (entry && !tabStandIns.has(id))
          tabStandIns.set(
            id,
            onDemandTabs(entry, () => loadOffered(id)),
          )
        return tabStandIns.get(id) ?? []
      })
      return [...host.contributions('tabs'), ...offered]
    },
    connectMethods() {
      const standing = [...offers.keys()].filter((id) => catalogue[id]?.connectMethods)
      const own = [...loaded.entries()].flatMap(([id, { plugin }]) =>
        standing.includes(id) ? [] : (plugin.connectMethods ?? []),
      )
      return [...own, ...standing.flatMap(methodStandIns)]
    },
    slot(name) {
      const fills: SlotFill[] = [...loaded.values()].flatMap((entry) => entry.plugin.slots?.[name] ?? [])
      return fills.sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    },
    destroy() {
      offers.clear()
      for (const id of [...loaded.keys()].reverse()) unload(id)
    },
  }
  return host
}
