import type { AnyAdapter } from '../adapters/defineAdapter.js'
import type { AnyPlugin } from '../plugins/definePlugin.js'
import type { FoyerSettings } from './FoyerSettings.js'

/** What an app passes to `createFoyer`: the settings, its adapters and its plugins. */
export interface FoyerOptions extends FoyerSettings {
  adapters?: AnyAdapter[]
  /** Third-party plugins; they get the same context as Foyer's own. */
  plugins?: AnyPlugin[]
}
