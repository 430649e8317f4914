import type { PluginContext } from 'foyer'
import { type CheckoutPurchase, checkoutPurchase } from './rules/checkoutPurchase.js'
import { defaultOnrampOptions } from './rules/defaultOptions.js'
import { mockedQuote } from './rules/mockedQuote.js'
import {
  coinbaseHistorySchema,
  type OnrampOptions,
  type OnrampQuote,
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
  type PaymentCurrency,
  type PurchaseCurrency,
} from './schemas.js'

type Context = Pick<PluginContext, 'api' | 'logger'>

/** The onramp routes of the data API (SPEC §7, SERVICES.md §1.7), each answer parsed by its schema. */
export function onrampApi(context: Context) {
  const api = context.api.api
  return {
    /** SPEC §8: on any error (a bad answer too), the built-in defaults, `fallback` set. */
    options: (): Promise<{ options: OnrampOptions; fallback: boolean }> =>
      api
        .get({ path: '/v1/onramp/options', schema: onrampOptionsSchema, retries: 0 })
        .then((options) => ({ options, fallback: false }))
        .catch((error: unknown) => {
          context.logger.warn('onramp options: using the built-in defaults', error)
          return { options: defaultOnrampOptions, fallback: true }
        }),
    /** SPEC §8: on any error, the mocked quote, marked as an estimate. */
    quote: (body: {
      purchaseCurrency: PurchaseCurrency
      paymentCurrency: PaymentCurrency
      amount: string
    }): Promise<OnrampQuote & { estimate: boolean }> =>
      api
        .post({
          path: '/v1/onramp/quote',
          body: { ...body, network: body.purchaseCurrency.symbol },
          schema: onrampQuoteSchema,
          retries: 0,
        })
        .then((quote) => ({ ...quote, estimate: false }))
        .catch((error: unknown) => {
          context.logger.warn('onramp quote: using a mocked quote', error)
          return { ...mockedQuote(body.amount, body.paymentCurrency.id), estimate: true }
        }),
    /** POST /v1/generators/onrampurl with SPEC §7's body: Coinbase's checkout page. */
    checkoutUrl: (body: {
      address: string
      blockchain: string
      asset: string
      partnerUserId: string
      fiatAmount: number
      /** The crypto amount, preset only when it is a whole number (the server's rule). */
      cryptoAmount?: number
    }) =>
      api
        .post({
          path: '/v1/generators/onrampurl',
          body: {
            destinationWallets: [{ address: body.address, blockchains: [body.blockchain], assets: [body.asset] }],
            defaultNetwork: body.blockchain,
            partnerUserId: body.partnerUserId,
            defaultExperience: 'buy',
            presetFiatAmount: body.fiatAmount,
            ...(body.cryptoAmount === undefined ? {} : { presetCryptoAmount: body.cryptoAmount }),
          },
          schema: onrampUrlSchema,
          retries: 0,
        })
        .then((answer) => answer.url),
    /**
     * Where the purchase a Coinbase checkout opened at `openedAt` started stands, from the account's Coinbase history
     * (GET /v1/account/{address}/history?onramp=coinbase, asked anew, never answered by a read begun earlier).
     * Undefined when it is not there yet, and when the answer failed or was malformed: the balance watch goes on.
     */
    coinbasePurchase: (address: string, openedAt: number): Promise<CheckoutPurchase | undefined> =>
      api
        .get({
          path: `/v1/account/${address}/history`,
          query: { onramp: 'coinbase' },
          schema: coinbaseHistorySchema,
          fresh: true,
          retries: 0,
        })
        .then((history) => checkoutPurchase(history, openedAt))
        .catch((error: unknown) => {
          context.logger.warn('onramp: the Coinbase history did not answer; watching the balance alone', error)
          return undefined
        }),
  }
}
