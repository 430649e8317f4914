import type { Bus } from '../bus/createBus.js'
import type { Logger } from '../createLogger.js'
import type { ParsedOptions } from '../options/readOptions.js'
import { kernelFeatureDefaults } from '../options/features.js'
import { isPluginOn } from '../options/pluginFeatures.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { PluginHost } from './createPluginHost.js'
import type { PluginManifest } from './PluginManifest.js'

export interface CreatePluginSyncParameters {
  plugins: PluginHost
  /** Foyer's manifests and the app's (an app's with one of Foyer's ids replaces it). */
  manifests: readonly PluginManifest[]
  store: Store<FoyerState>
  bus: Bus
  logger: Logger
  options: ParsedOptions
}

/**
 * Loads the built-in plugins and the developer's given whole; offers the enabled manifests' plugins on demand
 * (they load when the modal first needs them; an `eager` one at once) and withdraws those turned off. A feature
 * key that is on and that no manifest owns is a warning, once per instance. A failing plugin is reported and
 * left out. One run at a time.
 */
export function createPluginSync({ plugins, manifests, store, bus, logger, options }: CreatePluginSyncParameters) {
  const builtIn = manifests.filter((manifest) => manifest.builtIn).map((manifest) => manifest.id)
  const extra = options.plugins.map((plugin) => plugin.id)
  // A key the developer turned on that neither the kernel nor any plugin knows (a plugin not passed, a typo).
  const known = new Set([
    ...Object.keys(kernelFeatureDefaults),
    ...extra,
    ...manifests.flatMap((manifest) => [manifest.id, ...Object.keys(manifest.features ?? {})]),
  ])
  const local: Record<string, unknown> = options.localFeatures ?? {}
  for (const key in store.getState().features ?? options.features)
    if (local[key] && !known.has(key)) logger.warn(`No plugin provides the feature ${key}, which is on`)
  const loadWanted = async () => {
    const state = store.getState()
    const features = state.features ?? options.features
    const onDemand = manifests
      .filter((manifest) => !manifest.builtIn && !extra.includes(manifest.id))
      .filter((manifest) => isPluginOn(manifest, features, options))
    const wanted = new Set(onDemand.map((manifest) => manifest.id))
    for (const manifest of manifests)
      if (!manifest.builtIn && !extra.includes(manifest.id) && !wanted.has(manifest.id)) plugins.withdraw(manifest.id)
    plugins.offer([...wanted])
    await plugins.load(builtIn)
    await plugins
      .load(onDemand.filter((manifest) => manifest.eager?.(state)).map((manifest) => manifest.id))
      .catch(report)
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
