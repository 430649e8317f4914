/** Errors made from a code of the message table (messages.ts), which loads with the kernel, not at page load. */
import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'
import { type ErrorCode, formatErrorMessage } from './messages.js'

/** A FoyerError with a catalogue code and its exact text: `foyerError('CONNECTION_REJECTED')`. */
export function foyerError(
  code: ErrorCode,
  values?: Record<string, string | number>,
  parameters: Omit<FoyerErrorParameters, 'code'> = {},
): FoyerError {
  return new FoyerError(formatErrorMessage(code, values), { ...parameters, code })
}

/** Wraps any thrown value in a FoyerError with `code`, keeping FoyerErrors of the same code as they are. */
export function wrapError(error: unknown, code: ErrorCode, values?: Record<string, string | number>): FoyerError {
  if (error instanceof FoyerError && error.code === code) return error
  return foyerError(code, values, { cause: error })
}
