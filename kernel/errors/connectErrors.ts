import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'
import { callerMessages } from './callerMessages.js'

type Parameters = Omit<FoyerErrorParameters, 'code'>

/** A connection attempt failed for a reason other than the visitor's no ('Failed to connect'). */
export class ConnectFailedError extends FoyerError {
  declare readonly code: 'CONNECT_FAILED'
  constructor(parameters: Parameters = {}) {
    super(callerMessages.CONNECT_FAILED, { ...parameters, code: 'CONNECT_FAILED' })
    this.name = 'ConnectFailedError'
  }
}

/** The visitor closed the modal while a wallet was still answering ('Modal closed'). */
export class ModalClosedError extends FoyerError {
  declare readonly code: 'MODAL_CLOSED'
  constructor(parameters: Parameters = {}) {
    super(callerMessages.MODAL_CLOSED, { ...parameters, code: 'MODAL_CLOSED' })
    this.name = 'ModalClosedError'
  }
}
