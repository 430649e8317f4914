import type { Alert } from 'foyer'
import { formatErrorMessage } from 'foyer/kit'
import type { FrameAlert } from '../frame/createFrameBridge.js'

/** The frame alerts of SPEC §8 (the wording is ours). */
export const frameAlerts: Record<FrameAlert, Alert> = {
  iframe_load_failed: { code: 'iframe_load_failed', message: 'The email login could not load.', variant: 'error' },
  iframe_request_timeout: {
    code: 'iframe_request_timeout',
    message: 'The email login did not answer in time.',
    variant: 'error',
  },
}

/** SPEC §8's 'A problem occurred while trying initialize authentication': the frame failed its start on restore. */
export const authInitFailedAlert = (): Alert => ({
  code: 'AUTH_INIT_FAILED',
  message: formatErrorMessage('AUTH_INIT_FAILED'),
  variant: 'error',
})

/**
 * A connect flow's failure (SPEC §8) with no view of its own to show it: a social login that left the page came back
 * refused ('Connection rejected') or unusable ('Failed to connect').
 */
export const connectFlowAlert = (code: 'CONNECTION_REJECTED' | 'CONNECT_FAILED'): Alert => ({
  code,
  message: formatErrorMessage(code),
  variant: 'error',
})
