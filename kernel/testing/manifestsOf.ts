import type { PluginCatalogue } from '../plugins/PluginCatalogue.js'
import type { PluginManifest } from '../plugins/PluginManifest.js'

const isOn = (value: unknown) => (Array.isArray(value) ? value.length > 0 : Boolean(value))

/** For tests of the plugin host and sync: a catalogue by feature key as manifests, each on while its key is. */
export const manifestsOf = (catalogue: PluginCatalogue): PluginManifest[] =>
  Object.entries(catalogue).map(([id, entry]) => ({
    enabled: (features: Readonly<Record<string, unknown>>) => isOn(features[id]),
    ...entry,
    id,
  }))
