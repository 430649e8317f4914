import type { PluginCode } from './fromManifest.js'
import type { PluginDefinition } from './PluginDefinition.js'
import type { PluginManifest } from './PluginManifest.js'

export type * from './PluginDefinition.js'

/** A plugin's code with its manifest (`definePlugin({ manifest, ...code })`); the kernel joins them as it loads it. */
export interface ManifestPlugin extends PluginCode {
  manifest: PluginManifest
}

/**
 * Declares a plugin: its code with its `manifest` (the code module of the manifest's `load`: titles, buttons and
 * labels come from the manifest), or a plain object given whole (it loads with the built-in ones on first open).
 * It returns what it is given, typed: the kernel reads the plugin as it loads it.
 */
export function definePlugin<P extends ManifestPlugin>(plugin: P): P
export function definePlugin<P extends PluginDefinition>(definition: P): P
export function definePlugin(plugin: ManifestPlugin | PluginDefinition): ManifestPlugin | PluginDefinition {
  return plugin
}
