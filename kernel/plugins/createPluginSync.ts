import type { Bus } from '../bus/createBus.js'
import type { Logger } from '../createLogger.js'
import { enabledFeatureKeys } from '../options/features.js'
import type { ParsedOptions } from '../options/parseOptions.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { PluginHost } from './createPluginHost.js'
import type { PluginCatalogue } from './PluginCatalogue.js'

export interface CreatePluginSyncParameters {
  plugins: PluginHost
  catalogue: PluginCatalogue
  store: Store<FoyerState>
  bus: Bus
  logger: Logger
  options: Pick<ParsedOptions, 'features' | 'plugins' | 'siwx'>
}

/**
 * Loads the built-in plugins and the developer's; offers the enabled features' catalogue plugins on demand
 * (they load when the modal first needs them; an `eager` one at once) and withdraws those turned off. An enabled feature that no
 * plugin provides is a warning, once per instance. A failing developer plugin is reported and left out.
 * One run at a time.
 */
export function createPluginSync({ plugins, catalogue, store, bus, logger, options }: CreatePluginSyncParameters) {
  const builtIn = Object.keys(catalogue).filter((key) => catalogue[key]?.builtIn)
  const extra = options.plugins.map((plugin) => plugin.id)
  const warned = new Set<string>()
  const warnMissing = (keys: readonly string[]) => {
    for (const key of keys)
      if (!(key in catalogue) && !extra.includes(key) && !warned.has(key)) {
        warned.add(key)
        logger.warn(`No plugin provides the feature ${key}, which is on`)
      }
  }
  const loadWanted = async () => {
    const features = store.getState().features ?? options.features
    const enabled = enabledFeatureKeys(features, { siwx: options.siwx !== undefined })
    warnMissing(enabled)
    const onDemand = enabled.filter((key) => key in catalogue && !builtIn.includes(key) && !extra.includes(key))
    for (const id in catalogue)
      if (!builtIn.includes(id) && !extra.includes(id) && !onDemand.includes(id)) plugins.withdraw(id)
    plugins.offer(onDemand)
    await plugins.load(builtIn)
    await plugins.load(onDemand.filter((key) => catalogue[key]?.eager?.(store.getState()))).catch(report)
    await plugins.load(extra).catch(report)
  }
  const report = (error: unknown) => {
    logger.error('a plugin failed to load', error)
    bus.emit('error', { error, category: 'plugins' })
  }
  let syncing: Promise<void> = Promise.resolve()
  return () => {
    syncing = syncing.catch(() => undefined).then(loadWanted)
    return syncing
  }
}
