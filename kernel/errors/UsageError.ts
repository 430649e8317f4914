import { FoyerError } from './FoyerError.js'
import { type ErrorCode, formatErrorMessage } from './messages.js'

/** A developer used an API where it cannot work (a hook outside its provider, an adapter before setup). */
export class UsageError extends FoyerError {
  override name = 'UsageError'
  constructor(code: ErrorCode, values?: Record<string, string | number>) {
    super(formatErrorMessage(code, values), { code })
  }
}
