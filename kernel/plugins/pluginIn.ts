import { foyerError } from '../errors/codedErrors.js'
import type { PluginDefinition } from './definePlugin.js'

const isPlugin = (value: unknown, id: string): value is PluginDefinition =>
  typeof value === 'object' && value !== null && (value as { id?: unknown }).id === id

/** The plugin a catalogue entry gave: itself, or (a module imported afresh by loadAgain) the export with its id. */
export function pluginIn(loaded: unknown, id: string): PluginDefinition {
  if (isPlugin(loaded, id)) return loaded
  const found =
    typeof loaded === 'object' && loaded ? Object.values(loaded).find((value) => isPlugin(value, id)) : undefined
  if (!found) throw foyerError('UNKNOWN_PLUGIN', { id }, { details: `its module exports no plugin with id ${id}` })
  return found
}
