import type { Bus } from '../bus/createBus.js'
import type { Logger } from '../createLogger.js'
import { enabledFeatureKeys } from '../options/features.js'
import type { ParsedOptions } from '../options/parseOptions.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { PluginCatalogue, PluginHost } from './createPluginHost.js'

export interface CreatePluginSyncParameters {
  plugins: PluginHost
  catalogue: PluginCatalogue
  store: Store<FoyerState>
  bus: Bus
  logger: Logger
  options: Pick<ParsedOptions, 'features' | 'plugins' | 'siwx'>
}

/**
 * Loads the built-in plugins, then the enabled features' and the developer's, and unloads features turned
 * off; a failing feature plugin is reported and left out. One run at a time.
 */
export function createPluginSync({ plugins, catalogue, store, bus, logger, options }: CreatePluginSyncParameters) {
  const builtIn = Object.keys(catalogue).filter((key) => catalogue[key]?.builtIn)
  const loadWanted = async () => {
    const features = store.getState().features ?? options.features
    const wanted = enabledFeatureKeys(features, { siwx: options.siwx !== undefined }).filter((key) => key in catalogue)
    const extra = options.plugins.map((plugin) => plugin.id)
    for (const plugin of plugins.loaded()) {
      const isFeature = plugin.id in catalogue && !builtIn.includes(plugin.id)
      if (isFeature && !wanted.includes(plugin.id) && !extra.includes(plugin.id)) plugins.unload(plugin.id)
    }
    await plugins.load(builtIn)
    await plugins.load([...wanted, ...extra]).catch((error: unknown) => {
      logger.error('a plugin failed to load', error)
      bus.emit('error', { error, category: 'plugins' })
    })
  }
  let syncing: Promise<void> = Promise.resolve()
  return () => {
    syncing = syncing.catch(() => undefined).then(loadWanted)
    return syncing
  }
}
