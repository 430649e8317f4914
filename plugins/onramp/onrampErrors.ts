import { FoyerError } from 'foyer'
import { t } from 'foyer/kit'
import type { PaymentMethodId } from './rules/defaultOptions.js'

const fail = (code: string, message: string) => new FoyerError(message, { code })
/** A limit with its currency, in the language in use ("7,500.00 USD", "7.500,00 USD"). */
const money = (amount: string, currency: string, locale: string) =>
  `${Number(amount).toLocaleString(locale, { minimumFractionDigits: 2 })} ${currency}`
/** How a limit names the payment method, inside a sentence. */
const methodInSentence = (method: PaymentMethodId) => (method === 'card' ? t('card') : t('bank account'))

/**
 * The onramp form's and checkout's states, each a FoyerError with its code, kept in the plugin's chunk; their
 * texts in the language in use (English, and `locale` en-US, by default).
 */
export const onrampErrors = {
  invalidAmount: () => fail('ONRAMP_INVALID_AMOUNT', t('Enter the amount as a number, e.g. 100')),
  belowMinimum: (min: string, currency: string, method: PaymentMethodId, locale = 'en-US') =>
    fail(
      'ONRAMP_BELOW_MINIMUM',
      t('The minimum by {method} is {amount}', {
        method: methodInSentence(method),
        amount: money(min, currency, locale),
      }),
    ),
  aboveMaximum: (max: string, currency: string, method: PaymentMethodId, locale = 'en-US') =>
    fail(
      'ONRAMP_ABOVE_MAXIMUM',
      t('The maximum by {method} is {amount}', {
        method: methodInSentence(method),
        amount: money(max, currency, locale),
      }),
    ),
  nothingToBuy: () => fail('ONRAMP_NOTHING_TO_BUY', t('Nothing can be bought on this network')),
  unsafeCheckoutUrl: (url: string) =>
    fail('ONRAMP_UNSAFE_CHECKOUT_URL', t("The checkout page is not on the provider's host: {url}", { url })),
  checkoutFailed: () => fail('ONRAMP_CHECKOUT_FAILED', t('Could not open the checkout')),
}
