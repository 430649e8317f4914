// The onramp plugin's texts in English, grouped by view: the catalogue that locales/<locale>.ts translates.
// The views write the English itself, `t('Get a quote')`; plugins/locales/catalogues.test.ts checks each is here.

/** The views' titles, the Account view's button (index.ts), and its note in a restricted region. */
export const onrampTitles = {
  buy: 'Buy',
  quote: 'Quote',
  checkout: 'Checkout',
  restricted: 'Buying crypto is not available in your region',
} as const

/** The Buy form. */
export const onrampFormTexts = {
  loading: 'Loading what you can buy',
  buy: 'Buy',
  closedWithoutPayment: 'The checkout closed without a payment.',
  defaultOptions: 'Showing the default currencies and limits.',
  payWith: 'Pay with',
  card: 'Card',
  bankAccount: 'Bank account',
  amountOf: 'Amount ({symbol})',
  currency: 'Currency',
  provider: 'Provider',
  fee: '1-2% fee',
  noProvider: 'No provider sells {symbol} here',
  getQuote: 'Get a quote',
} as const

/** The quote. */
export const onrampQuoteTexts = {
  gettingQuote: 'Getting a quote',
  estimate: 'Estimate: {provider} shows the final amount and fees at checkout.',
  deliveredElsewhere: 'Coinbase does not sell on {network}: the {symbol} arrives on Ethereum.',
  continueWith: 'Continue with {provider}',
  quote: 'Quote',
  youGet: 'You get',
  about: 'About {amount} of {symbol}',
  subtotal: 'Subtotal',
  networkFee: 'Network fee',
  providerFee: 'Provider fee',
  total: 'Total',
  atCheckout: 'Set at checkout',
  included: 'Included',
} as const

/** The checkout under way, and done (or failed). */
export const onrampCheckoutTexts = {
  closed: 'Checkout closed',
  elsewhere: 'Coinbase delivers {symbol} bought here to your account on Ethereum: look for it there.',
  done: 'Done',
  complete: 'Purchase complete',
  failed: 'Purchase failed',
  failedAtCoinbase: 'The purchase failed: Coinbase did not complete it.',
  backToAmount: 'Back to the amount',
  received: '{amount} received',
  amountOf: '{amount} of {symbol}',
  waiting: 'Waiting for the checkout',
  buying: 'Buying {purchase}: finish the payment in the checkout window.',
} as const

/** The form's and checkout's errors (onrampErrors.ts). */
export const onrampErrorTexts = {
  invalidAmount: 'Enter the amount as a number, e.g. 100',
  minimum: 'The minimum by {method} is {amount}',
  maximum: 'The maximum by {method} is {amount}',
  card: 'card',
  bankAccount: 'bank account',
  nothingToBuy: 'Nothing can be bought on this network',
  unsafeCheckoutUrl: "The checkout page is not on the provider's host: {url}",
  checkoutFailed: 'Could not open the checkout',
} as const
