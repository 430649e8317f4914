import { FoyerError } from 'foyer'
import { t } from 'foyer/kit'

const fail = (code: string, message: string) => new FoyerError(message, { code })

/**
 * The send form's own texts (SPEC §5 names three, which the kernel's catalogue holds; these are the rest), each
 * a FoyerError with its code, its text in the language in use (English by default). Kept in the plugin, so page
 * load does not carry them.
 */
export const sendErrors = {
  invalidAmount: () => fail('SEND_INVALID_AMOUNT', t('Enter the amount as a number, e.g. 1.5')),
  tooManyDecimals: (decimals: number) =>
    fail('SEND_TOO_MANY_DECIMALS', t('This token has at most {decimals} decimals', { decimals })),
  zeroAmount: () => fail('SEND_ZERO_AMOUNT', t('Enter an amount above 0')),
  insufficientBalance: (symbol: string) =>
    fail('SEND_INSUFFICIENT_BALANCE', t('Insufficient {symbol} balance', { symbol })),
  insufficientForFee: (symbol: string) =>
    fail('SEND_INSUFFICIENT_FOR_FEE', t('Insufficient {symbol} to pay the network fee', { symbol })),
  invalidAddress: () => fail('SEND_INVALID_ADDRESS', t('Invalid receiver address')),
  nameNotFound: (name: string) => fail('SEND_NAME_NOT_FOUND', t('No address found for {name}', { name })),
  transactionFailed: () => fail('SEND_TRANSACTION_FAILED', t('The transaction failed on chain')),
}
