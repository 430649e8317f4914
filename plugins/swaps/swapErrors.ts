import { FoyerError } from 'foyer'
import { foyerError, t } from 'foyer/kit'

const fail = (code: string, message: string) => new FoyerError(message, { code })

/**
 * The swap form's states, each a FoyerError with its code (SPEC §5 names the two network texts, which the
 * kernel's catalogue holds; these are the rest), their texts in the language in use (English by default). Kept in the
 * plugin, so page load does not carry them.
 */
export const swapErrors = {
  networkUnsupported: () => foyerError('SWAP_NETWORK_UNSUPPORTED'),
  gasPriceNetworkUnsupported: () => foyerError('GAS_PRICE_NETWORK_UNSUPPORTED'),
  invalidAmount: () => fail('SWAP_INVALID_AMOUNT', t('Enter the amount as a number, e.g. 1.5')),
  tooManyDecimals: (decimals: number) =>
    fail('SWAP_TOO_MANY_DECIMALS', t('This token has at most {decimals} decimals', { decimals })),
  zeroAmount: () => fail('SWAP_ZERO_AMOUNT', t('Enter an amount above 0')),
  insufficientBalance: (symbol: string) =>
    fail('SWAP_INSUFFICIENT_BALANCE', t('Insufficient {symbol} balance', { symbol })),
  insufficientLiquidity: () => fail('SWAP_INSUFFICIENT_LIQUIDITY', t('Insufficient liquidity for this swap')),
  staleQuote: () => fail('SWAP_STALE_QUOTE', t('The price changed: review the new quote')),
  quoteFailed: () => fail('SWAP_QUOTE_FAILED', t('Could not get a quote')),
  transactionFailed: () => fail('SWAP_TRANSACTION_FAILED', t('The transaction failed on chain')),
}
