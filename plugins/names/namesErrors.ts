import { FoyerError } from 'foyer'
import { formatErrorMessage } from 'foyer/kit'
import { nameErrorSchema } from './schemas.js'

/** The rule of SPEC §5, as the register view states it. */
export const nameRuleText = 'Use only letters, digits and hyphens, at least 4 characters'

/** The first `reasons[].description` of a data-API error body (SERVICES.md §0.4), when the error carries one. */
function reasonOf(error: unknown): string | undefined {
  const parsed = nameErrorSchema.safeParse((error as { body?: unknown } | null)?.body)
  return parsed.success ? parsed.data.reasons[0]?.description : undefined
}

/** The names plugin's own errors, each a FoyerError with its code (SPEC §8's texts come from the kernel's table). */
export const namesErrors = {
  invalidName: () => new FoyerError(nameRuleText, { code: 'NAME_INVALID' }),
  taken: (name: string) => new FoyerError(`${name} is already taken`, { code: 'NAME_TAKEN' }),
  /** SPEC §8: 'Error registering name {name}', or the API's first reason description when it sent one. */
  registerFailed: (name: string, cause: unknown) =>
    new FoyerError(reasonOf(cause) ?? formatErrorMessage('NAME_REGISTER_FAILED', { name }), {
      code: 'NAME_REGISTER_FAILED',
      cause,
    }),
}
