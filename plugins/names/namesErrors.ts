import { FoyerError } from 'foyer'
import { t } from 'foyer/kit'
import { nameErrorSchema } from './schemas.js'

/** The rule of SPEC §5, as the register view states it. */
export const nameRuleText = 'Use only letters, digits and hyphens, at least 4 characters'

/** The first `reasons[].description` of a data-API error body (SERVICES.md §0.4), when the error carries one. */
function reasonOf(error: unknown): string | undefined {
  const parsed = nameErrorSchema.safeParse((error as { body?: unknown } | null)?.body)
  return parsed.success ? parsed.data.reasons[0]?.description : undefined
}

/**
 * The names plugin's own errors, each a FoyerError with its code, their texts in the language in use (English by
 * default; SPEC §8's 'Error registering name {name}' is the kernel's NAME_REGISTER_FAILED).
 */
export const namesErrors = {
  invalidName: () => new FoyerError(t(nameRuleText), { code: 'NAME_INVALID' }),
  taken: (name: string) => new FoyerError(t('{name} is already taken', { name }), { code: 'NAME_TAKEN' }),
  /** SPEC §8: 'Error registering name {name}', or the API's first reason description when it sent one. */
  registerFailed: (name: string, cause: unknown) =>
    new FoyerError(reasonOf(cause) ?? t('Error registering name {name}', { name }), {
      code: 'NAME_REGISTER_FAILED',
      cause,
    }),
}
