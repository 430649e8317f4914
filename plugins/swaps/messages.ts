// The swaps plugin's texts in English, grouped by view: the catalogue that locales/<locale>.ts translates.
// The views write the English itself, `t('Review swap')`; plugins/locales/catalogues.test.ts checks each is here.

/** The views' titles and the Account view's button (index.ts). */
export const swapTitles = {
  swap: 'Swap',
  selectToken: 'Select token',
  reviewSwap: 'Review swap',
} as const

/** The Swap view and its quote. */
export const swapFormTexts = {
  tryAgain: 'Try again',
  selectAToken: 'Select a token',
  swapFrom: 'Swap from {token}',
  swapTo: 'Swap to {token}',
  aToken: 'a token',
  held: '{amount} held',
  amount: 'Amount',
  amountOf: 'Amount ({symbol})',
  max: 'Max',
  flip: 'Flip tokens',
  gettingQuote: 'Getting a quote',
  networkFee: 'Network fee',
  retry: 'Retry',
  reviewSwap: 'Review swap',
  youReceive: 'You receive',
  rate: 'Rate',
  priceImpact: 'Price impact',
  minimumReceived: 'Minimum received ({slippage} slippage)',
  quote: 'Quote',
} as const

/** The token picker. */
export const selectTokenTexts = {
  search: 'Search tokens',
  suggested: 'Suggested tokens',
  all: 'All tokens',
  noMatch: 'No token matches {search}',
  loading: 'Loading tokens',
} as const

/** The preview, and the toast after a swap. */
export const swapPreviewTexts = {
  nothingToSwap: 'Nothing to swap: go back to the form.',
  networkFee: 'Network fee',
  unknown: 'Unknown',
  estimatingFee: 'Estimating the network fee',
  waiting: 'Waiting for the wallet',
  approve: 'Approve {symbol} in your wallet',
  confirm: 'Confirm the swap in your wallet',
  swap: 'Swap',
  cancel: 'Cancel',
  swapped: 'Swapped {amount} {from} for {to}',
} as const

/** The form's own errors (swapErrors.ts), and the kernel's SPEC §5 texts the view shows. */
export const swapErrorTexts = {
  invalidAmount: 'Enter the amount as a number, e.g. 1.5',
  tooManyDecimals: 'This token has at most {decimals} decimals',
  zeroAmount: 'Enter an amount above 0',
  insufficientBalance: 'Insufficient {symbol} balance',
  insufficientLiquidity: 'Insufficient liquidity for this swap',
  staleQuote: 'The price changed: review the new quote',
  quoteFailed: 'Could not get a quote',
  transactionFailed: 'The transaction failed on chain',
  networkUnsupported: 'Network not supported for Swaps',
  gasPriceUnsupported: 'Network not supported for Gas Price',
} as const
