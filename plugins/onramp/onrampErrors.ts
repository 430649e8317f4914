import { FoyerError } from 'foyer'

const fail = (code: string, message: string) => new FoyerError(message, { code })
const money = (amount: string, currency: string) =>
  `${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })} ${currency}`

/** The onramp form's and checkout's states, each a FoyerError with its code, kept in the plugin's chunk. */
export const onrampErrors = {
  invalidAmount: () => fail('ONRAMP_INVALID_AMOUNT', 'Enter the amount as a number, e.g. 100'),
  belowMinimum: (min: string, currency: string, method: string) =>
    fail('ONRAMP_BELOW_MINIMUM', `The minimum by ${method} is ${money(min, currency)}`),
  aboveMaximum: (max: string, currency: string, method: string) =>
    fail('ONRAMP_ABOVE_MAXIMUM', `The maximum by ${method} is ${money(max, currency)}`),
  nothingToBuy: () => fail('ONRAMP_NOTHING_TO_BUY', 'Nothing can be bought on this network'),
  unsafeCheckoutUrl: (url: string) =>
    fail('ONRAMP_UNSAFE_CHECKOUT_URL', `The checkout page is not on the provider's host: ${url}`),
  checkoutFailed: () => fail('ONRAMP_CHECKOUT_FAILED', 'Could not open the checkout'),
}
