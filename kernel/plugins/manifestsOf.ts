import type { PluginCatalogue } from './PluginCatalogue.js'
import type { PluginManifest } from './PluginManifest.js'

/** Foyer's manifests, or (tests) a catalogue by feature key. */
export type CatalogueInput = PluginCatalogue | readonly PluginManifest[]

const isOn = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value))

/**
 * The manifests a kernel is handed: a list as it is, or (a test's catalogue by feature key) each entry as a
 * manifest with that id, on while the feature key of its id is.
 */
export function manifestsOf(catalogue: CatalogueInput): readonly PluginManifest[] {
  if (Array.isArray(catalogue)) return catalogue
  return Object.entries(catalogue as PluginCatalogue).map(([id, entry]) => ({
    enabled: (features: Readonly<Record<string, unknown>>) => isOn(features[id]),
    ...entry,
    id,
  }))
}

/** The manifests by id, for the plugin host; a later one with an id replaces an earlier one (an app's Foyer's). */
export const catalogueOf = (manifests: readonly PluginManifest[]): PluginCatalogue =>
  Object.fromEntries(manifests.map((manifest) => [manifest.id, manifest]))

/** Foyer's manifests and the app's after them; an app's manifest with a Foyer plugin's id replaces it. */
export const withAppManifests = (foyers: readonly PluginManifest[], app: readonly PluginManifest[]) => [
  ...foyers.filter((own) => !app.some((manifest) => manifest.id === own.id)),
  ...app,
]
