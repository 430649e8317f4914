import { FoyerError } from './FoyerError.js'
import { callerMessages, fillMessage } from './callerMessages.js'

/** Raised when an adapter lacks an optional capability; never a stub that answers zero. */
export class CapabilityNotSupportedError extends FoyerError {
  declare readonly code: 'CAPABILITY_NOT_SUPPORTED'
  constructor(namespace: string, capability: string) {
    super(fillMessage(callerMessages.CAPABILITY_NOT_SUPPORTED, { namespace, capability }), {
      code: 'CAPABILITY_NOT_SUPPORTED',
    })
    this.name = 'CapabilityNotSupportedError'
  }
}
