import { FoyerError } from '../errors/FoyerError.js'
import type { OptionConflict } from '../plugins/PluginManifest.js'

/**
 * The error of the first conflict whose options are all given (not undefined), none when no conflict holds. Light
 * enough for page load: `createFoyer` checks the conflicts it knows at once.
 */
export function conflictError(options: unknown, conflicts: readonly OptionConflict[]): FoyerError | undefined {
  const given = (key: string) => (options as Record<string, unknown> | null | undefined)?.[key] !== undefined
  const conflict = conflicts.find((each) => each.options.every(given))
  return conflict && new FoyerError(conflict.message, { code: conflict.code })
}
