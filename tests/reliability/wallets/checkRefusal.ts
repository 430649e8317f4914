import { FoyerError } from '../../../kernel/errors/FoyerError.js'

/**
 * A refusal as a caller sees it: a FoyerError with a code, and when it is 'Failed to connect', its cause is the
 * adapter's own coded error (or none), never a raw TypeError that escaped the adapter. Anything else is rethrown,
 * as the uncaught error it is.
 */
export function checkRefusal(error: unknown): void {
  if (!(error instanceof FoyerError) || typeof error.code !== 'string') throw error
  const cause = (error as { cause?: unknown }).cause
  if (error.code === 'CONNECT_FAILED' && cause !== undefined && !(cause instanceof FoyerError)) throw cause
}
