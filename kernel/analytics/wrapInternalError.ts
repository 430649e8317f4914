import { FoyerError } from '../errors/FoyerError.js'
import { wrapError } from '../errors/codedErrors.js'
import type { ErrorCategory } from './createErrorAnalytics.js'

const categories: readonly string[] = ['API_ERROR', 'DATA_PARSING_ERROR', 'SECURE_SITE_ERROR', 'INTERNAL_SDK_ERROR']

/**
 * SPEC §8: an internal error (a bus `error` event: the area it came from and what was thrown), wrapped
 * with its category for error analytics. A FoyerError keeps its code; anything else becomes INTERNAL_ERROR
 * naming the area, with the original as cause. An area that is already a category of /e stays that category;
 * every other area is INTERNAL_SDK_ERROR.
 */
export function wrapInternalError(error: unknown, area: string): { error: FoyerError; category: ErrorCategory } {
  return {
    error: error instanceof FoyerError ? error : wrapError(error, 'INTERNAL_ERROR', { area }),
    category: (categories.includes(area) ? area : 'INTERNAL_SDK_ERROR') as ErrorCategory,
  }
}
