import type { OnrampQuote } from '../schemas.js'

export const mockedQuoteId = 'mocked-quote-id'

/**
 * SPEC §8: the quote when `/v1/onramp/quote` fails (the real server has no such route), as AppKit makes it: the
 * amount 1:1 in the payment currency, quote id `mocked-quote-id`. The fees are unknown (zero here): the view marks
 * the quote as an estimate and says the provider sets them at checkout.
 */
export function mockedQuote(amount: string, currency: string): OnrampQuote {
  const money = { amount: Number(amount).toFixed(2), currency }
  return {
    paymentTotal: money,
    paymentSubtotal: money,
    purchaseAmount: money,
    networkFee: { amount: '0.00', currency },
    quoteId: mockedQuoteId,
  }
}
