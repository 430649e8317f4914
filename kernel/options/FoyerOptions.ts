import type { AnyAdapter } from '../adapters/defineAdapter.js'
import type { AnyPlugin } from '../plugins/definePlugin.js'
import type { PluginManifest } from '../plugins/PluginManifest.js'
import type { FoyerSettings } from './FoyerSettings.js'

/** What an app passes to `createFoyer`: the settings, its adapters and its plugins. */
export interface FoyerOptions extends FoyerSettings {
  adapters?: AnyAdapter[]
  /**
   * The app's plugins: a manifest (defineManifest) loads on demand, as Foyer's own do; a plugin given whole
   * (definePlugin) loads with the built-in ones, on first open. Both get the same context as Foyer's.
   */
  plugins?: (AnyPlugin | PluginManifest)[]
}
