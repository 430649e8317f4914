import type { PluginCatalogue } from './PluginCatalogue.js'
import type { PluginManifest } from './PluginManifest.js'

/** Foyer's manifests and the app's after them; an app's manifest with a Foyer plugin's id replaces it. */
export const withAppManifests = (foyers: readonly PluginManifest[], app: readonly PluginManifest[]) => [
  ...foyers.filter((own) => !app.some((manifest) => manifest.id === own.id)),
  ...app,
]

/** The manifests by id, for the plugin host (the last with an id wins). */
export const catalogueOf = (manifests: readonly PluginManifest[]): PluginCatalogue =>
  Object.fromEntries(manifests.map((manifest) => [manifest.id, manifest]))
