import { kernelError } from '../errors/kernelError.js'
import type { ManifestPlugin, PluginDefinition } from './definePlugin.js'
import { fromManifest } from './fromManifest.js'

const isPlugin = (value: unknown, id: string): value is PluginDefinition | ManifestPlugin =>
  typeof value === 'object' &&
  value !== null &&
  ((value as { id?: unknown }).id === id || (value as { manifest?: { id?: unknown } }).manifest?.id === id)

/**
 * The plugin a manifest's `load` gave: itself, or (a module, or one imported afresh by loadAgain) the export with
 * its id; a plugin declared with its manifest (`definePlugin({ manifest, ...code })`) is joined with it here.
 */
export function pluginIn(loaded: unknown, id: string): PluginDefinition {
  const found = isPlugin(loaded, id)
    ? loaded
    : typeof loaded === 'object' && loaded
      ? Object.values(loaded).find((value) => isPlugin(value, id))
      : undefined
  if (!found) throw kernelError('UNKNOWN_PLUGIN', { id }, { details: `its module exports no plugin with id ${id}` })
  if (!('manifest' in found)) return found
  const { manifest, ...code } = found
  return fromManifest(manifest, code)
}
