// The send plugin's texts in English, grouped by view: the catalogue that locales/<locale>.ts translates.
// The views write the English itself, `t('Review')`; plugins/locales/catalogues.test.ts checks each is here.

/** The views' titles and the Account view's button (index.ts). */
export const sendTitles = {
  send: 'Send',
  review: 'Review',
} as const

/** The send form. */
export const sendFormTexts = {
  tokenToSend: 'Token to send',
  noBalances: 'No balances to send yet',
  amount: 'Amount',
  amountOf: 'Amount ({symbol})',
  max: 'Max',
  receiver: 'Receiver address or name',
  review: 'Review',
} as const

/** The preview of the transfer. */
export const sendPreviewTexts = {
  nothingToSend: 'Nothing to send: go back to the form.',
  transfer: 'Transfer',
  send: 'Send',
  to: 'To',
  networkFee: 'Network fee',
  unknown: 'Unknown',
  estimatingFee: 'Estimating the network fee',
  network: 'Network',
  waiting: 'Waiting for the wallet',
  approve: 'Approve the transfer in your wallet',
  cancel: 'Cancel',
} as const

/** The form's own errors (sendErrors.ts), and the kernel's SPEC §5 texts the form shows. */
export const sendErrorTexts = {
  invalidAmount: 'Enter the amount as a number, e.g. 1.5',
  tooManyDecimals: 'This token has at most {decimals} decimals',
  zeroAmount: 'Enter an amount above 0',
  insufficientBalance: 'Insufficient {symbol} balance',
  insufficientForFee: 'Insufficient {symbol} to pay the network fee',
  invalidAddress: 'Invalid receiver address',
  nameNotFound: 'No address found for {name}',
  transactionFailed: 'The transaction failed on chain',
  fieldsRequired: 'An amount and receiver address are required',
  tokenRequired: 'A token is required',
  unsupportedChain: 'Unsupported chain',
  resolveFailed: 'Error resolving name',
} as const
