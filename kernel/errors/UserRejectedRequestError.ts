import { FoyerError, type FoyerErrorParameters } from './FoyerError.js'

/** The wallet or the visitor said no (EIP-1193 4001 and its equivalents in other namespaces). */
export class UserRejectedRequestError extends FoyerError {
  declare readonly code: 'USER_REJECTED'
  constructor(parameters: Omit<FoyerErrorParameters, 'code'> = {}) {
    super('The request was rejected', { ...parameters, code: 'USER_REJECTED' })
    this.name = 'UserRejectedRequestError'
  }
}
