import type { PluginCode } from './fromManifest.js'
import type { PluginDefinition } from './PluginDefinition.js'
import type { PluginManifest } from './PluginManifest.js'

export type * from './PluginDefinition.js'

/** A plugin's code with its manifest (definePlugin's second form); the kernel joins them as it loads the plugin. */
export interface ManifestPlugin {
  id: string
  manifest: PluginManifest
  code: PluginCode
}

/**
 * Declares a plugin: a plain object (given whole, it loads with the built-in ones on first open), or its
 * manifest and its code (the code module of a manifest's `load`: titles, buttons and labels come from the manifest).
 */
export function definePlugin<P extends PluginDefinition>(definition: P): P
export function definePlugin(manifest: PluginManifest, code: PluginCode): ManifestPlugin
export function definePlugin(
  definition: PluginDefinition | PluginManifest,
  code?: PluginCode,
): PluginDefinition | ManifestPlugin {
  return code ? { id: definition.id, manifest: definition as PluginManifest, code } : (definition as PluginDefinition)
}
