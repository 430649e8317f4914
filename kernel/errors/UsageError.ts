import { FoyerError } from './FoyerError.js'

/** A developer used an API where it cannot work (a hook outside its provider, an adapter before setup). */
export class UsageError extends FoyerError {
  override name = 'UsageError'
  declare readonly code: 'USAGE'
  constructor(message: string) {
    super(message, { code: 'USAGE' })
  }
}
