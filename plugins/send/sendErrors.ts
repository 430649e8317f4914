import { FoyerError } from 'foyer'

const fail = (code: string, message: string) => new FoyerError(message, { code })

/**
 * The send form's own texts (SPEC §5 names three, which the kernel's catalogue holds; these are the rest), each
 * a FoyerError with its code. Kept in the plugin, so page load does not carry them.
 */
export const sendErrors = {
  invalidAmount: () => fail('SEND_INVALID_AMOUNT', 'Enter the amount as a number, e.g. 1.5'),
  tooManyDecimals: (decimals: number) => fail('SEND_TOO_MANY_DECIMALS', `This token has at most ${decimals} decimals`),
  zeroAmount: () => fail('SEND_ZERO_AMOUNT', 'Enter an amount above 0'),
  insufficientBalance: (symbol: string) => fail('SEND_INSUFFICIENT_BALANCE', `Insufficient ${symbol} balance`),
  insufficientForFee: (symbol: string) =>
    fail('SEND_INSUFFICIENT_FOR_FEE', `Insufficient ${symbol} to pay the network fee`),
  invalidAddress: () => fail('SEND_INVALID_ADDRESS', 'Invalid receiver address'),
  nameNotFound: (name: string) => fail('SEND_NAME_NOT_FOUND', `No address found for ${name}`),
}
