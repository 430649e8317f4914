import type { CapabilityNotSupportedError } from './CapabilityNotSupportedError.js'
import type { ConnectFailedError, ModalClosedError } from './connectErrors.js'
import type { UserRejectedRequestError } from './UserRejectedRequestError.js'

/** The errors a caller branches on, told apart by `code` (or `instanceof`). */
export type CallerErrorType =
  | ConnectFailedError
  | ModalClosedError
  | UserRejectedRequestError
  | CapabilityNotSupportedError

export type CallerErrorCode = CallerErrorType['code']
