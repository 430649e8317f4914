import type { PluginContext } from 'foyer'
import { defaultOnrampOptions } from './rules/defaultOptions.js'
import { mockedQuote } from './rules/mockedQuote.js'
import {
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
          },
          schema: onrampUrlSchema,
          retries: 0,
        })
        .then((answer) => answer.url),
  }
}
