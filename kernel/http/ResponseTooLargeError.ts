import { FoyerError } from '../errors/FoyerError.js'

/** An answer whose body is longer than its reader allows; read no further, parsed never. */
export class ResponseTooLargeError extends FoyerError {
  declare readonly maxBytes: number
  constructor(maxBytes: number) {
    super('The answer is too large', { code: 'RESPONSE_TOO_LARGE', details: `more than ${maxBytes} bytes` })
    this.name = 'ResponseTooLargeError'
    this.maxBytes = maxBytes
  }
}
