import type {
  AccountTab,
  ConnectMethodDefinition,
  PluginDefinition,
  SlotFill,
  WalletFeature,
  PluginContext,
} from './definePlugin.js'
import { foyerError } from '../errors/codedErrors.js'
import type { Logger } from '../createLogger.js'
import { loadAgain } from '../loadAgain.js'
import type { Router } from '../router/createRouter.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import { orderPlugins } from './orderPlugins.js'

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
  loaded(): PluginDefinition[]
  isLoaded(id: string): boolean
  /** Everything loaded plugins contribute of one kind, in load order. */
  contributions<K extends keyof Contributions>(kind: K): Contributions[K]
  /** The fills of a named slot, by `order`. */
  slot(name: string): SlotFill[]
  destroy(): void
}

/** The import of a plugin; `builtIn` ones load on every first open, the others when their feature is on. */
export type PluginLoader = (() => Promise<PluginDefinition>) & { readonly builtIn?: boolean }

/** Feature key -> the import of its plugin; plugins/catalogue.ts is Foyer's, handed in by createFoyer. */
export type PluginCatalogue = Readonly<Record<string, PluginLoader>>

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

const isPlugin = (value: unknown, id: string): value is PluginDefinition =>
  typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id

/** The plugin a catalogue entry gave: itself, or (a module imported afresh by loadAgain) the export with its id. */
function pluginIn(loaded: unknown, id: string): PluginDefinition {
  if (isPlugin(loaded, id)) return loaded
  const found =
    typeof loaded === 'object' && loaded ? Object.values(loaded).find((value) => isPlugin(value, id)) : undefined
  if (!found) throw foyerError('UNKNOWN_PLUGIN', { id }, { details: `its module exports no plugin with id ${id}` })
  return found
}

/** Loads plugins by id, orders them, sets them up with their context, and tears them down. */
export function createPluginHost(parameters: CreatePluginHostParameters): PluginHost {
  const { catalogue, extra, store, router, logger, contextFor } = parameters
  orderPlugins(extra) // duplicate ids among the developer's plugins fail early
  const loaded = new Map<string, Loaded>()
  const pending = new Map<string, Promise<PluginDefinition>>()
  const loadFailures = new Map<string, number>()

  const resolve = (id: string): Promise<PluginDefinition> => {
    const given = extra.find((plugin) => plugin.id === id)
    if (given) return Promise.resolve(given)
    const entry = catalogue[id]
    if (!entry) return Promise.reject(foyerError('UNKNOWN_PLUGIN', { id }))
    let promise = pending.get(id)
    if (!promise) {
      // After a failure, loadAgain: where the browser keeps a failed import failed, a fresh URL gives the module.
      const attempt = loadFailures.get(id) ?? 0
      promise = (attempt ? loadAgain(entry, attempt).then((loaded) => pluginIn(loaded, id)) : entry()).catch(
        (error: unknown) => {
          pending.delete(id)
          loadFailures.set(id, attempt + 1)
          throw foyerError('PLUGIN_LOAD_FAILED', { id }, { cause: error })
        },
      )
      pending.set(id, promise)
    }
    return promise
  }

  const publish = () =>
    store.update((draft) => {
      draft.plugins = [...loaded.keys()]
    })

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
    publish()
  }

  return {
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
          failures.push(foyerError('PLUGIN_LOAD_FAILED', { id: plugin.id }, { cause: error }))
        }
      }
      publish()
      if (failures.length > 0) throw failures[0]
    },
    unload,
    loaded: () => [...loaded.values()].map((entry) => entry.plugin),
    isLoaded: (id) => loaded.has(id),
    contributions<K extends keyof Contributions>(kind: K) {
      return [...loaded.values()].flatMap((entry): unknown[] => entry.plugin[kind] ?? []) as Contributions[K]
    },
    slot(name) {
      const fills: SlotFill[] = [...loaded.values()].flatMap((entry) => entry.plugin.slots?.[name] ?? [])
      return fills.sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    },
    destroy() {
      for (const id of [...loaded.keys()].reverse()) unload(id)
    },
  }
}
