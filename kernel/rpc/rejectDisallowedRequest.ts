import { type Clock, sleep } from '../clock.js'
import { foyerError } from '../errors/codedErrors.js'
import type { ToastQueue } from '../toasts/createToastQueue.js'

/** SPEC §2: the not-allowed toast shows this long after the modal opens. */
export const notAllowedToastDelayMs = 300

export interface RejectDisallowedParameters {
  open(): Promise<void>
  toasts: Pick<ToastQueue, 'error'>
  clock: Clock
  /** Rejects every request still pending on the same provider. */
  rejectPending(error: Error): void
}

/**
 * A request outside the allowed lists: the modal opens, after 300 ms 'Action not allowed' shows, and
 * the pending requests are rejected with 'Requested RPC call is not allowed'. Returns that error.
 */
export async function rejectDisallowedRequest(method: string, parameters: RejectDisallowedParameters) {
  const error = foyerError('RPC_NOT_ALLOWED', {}, { details: `${method} is not an allowed RPC method` })
  await parameters.open().catch(() => undefined)
  await sleep(parameters.clock, notAllowedToastDelayMs)
  parameters.toasts.error(foyerError('ACTION_NOT_ALLOWED').shortMessage)
  parameters.rejectPending(error)
  return error
}
