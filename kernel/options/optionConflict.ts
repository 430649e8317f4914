import { FoyerError } from '../errors/FoyerError.js'
import type { OptionConflict } from '../plugins/PluginManifest.js'

/**
 * Throws the error of the first conflict whose options are all given (not undefined); nothing when none holds.
 * Light enough for page load: `createFoyer` checks the conflicts it knows at once.
 */
export function checkConflicts(options: unknown, conflicts: readonly OptionConflict[]): void {
  const given = (key: string) => (options as Record<string, unknown> | null | undefined)?.[key] !== undefined
  const conflict = conflicts.find((each) => each.options.every(given))
  if (conflict) throw new FoyerError(conflict.message, { code: conflict.code })
}
