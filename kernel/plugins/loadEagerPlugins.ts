import type { Logger } from '../createLogger.js'
import { enabledFeatureKeys } from '../options/features.js'
import type { ParsedOptions } from '../options/parseOptions.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { PluginCatalogue } from './PluginCatalogue.js'

export interface LoadEagerPluginsParameters {
  catalogue: PluginCatalogue
  store: Store<FoyerState>
  options: Pick<ParsedOptions, 'features' | 'siwx'>
  logger: Logger
  /** The kernel's plugin sync (createPluginSync): it loads the eager ones with the rest. */
  sync(): Promise<void>
}

/**
 * When an enabled catalogue plugin is `eager` (siwx), the plugins load now, with the kernel and after its restore,
 * not on first open: the plugin then sees a restored connection (SPEC §4: sign-in after a reload without a
 * session). Nothing happens when none is enabled. It never throws.
 */
export function loadEagerPlugins({ catalogue, store, options, logger, sync }: LoadEagerPluginsParameters): void {
  const features = store.getState().features ?? options.features
  const enabled = enabledFeatureKeys(features, { siwx: options.siwx !== undefined })
  if (enabled.some((key) => catalogue[key]?.eager?.(store.getState())))
    sync().catch((error: unknown) => logger.error('the eager plugins failed to load', error))
}
