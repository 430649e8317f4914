import type { Logger } from '../createLogger.js'
import type { ParsedOptions } from '../options/readOptions.js'
import { isPluginOn } from '../options/pluginFeatures.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { PluginManifest } from './PluginManifest.js'

export interface LoadEagerPluginsParameters {
  manifests: readonly PluginManifest[]
  store: Store<FoyerState>
  options: ParsedOptions
  logger: Logger
  /** The kernel's plugin sync (createPluginSync): it loads the eager ones with the rest. */
  sync(): Promise<void>
}

/**
 * When an enabled manifest is `eager` (siwx), the plugins load now, with the kernel and after its restore,
 * not on first open: the plugin then sees a restored connection (SPEC §4: sign-in after a reload without a
 * session). Nothing happens when none is enabled. It never throws.
 */
export function loadEagerPlugins({ manifests, store, options, logger, sync }: LoadEagerPluginsParameters): void {
  const state = store.getState()
  const features = state.features ?? options.features
  if (manifests.some((manifest) => manifest.eager?.(state) && isPluginOn(manifest, features, options)))
    sync().catch((error: unknown) => logger.error('the eager plugins failed to load', error))
}
