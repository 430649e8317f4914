import * as z from 'zod/mini'

/** A fiat currency with its per-method limits, amounts as decimal strings (SERVICES.md §1.7). */
export const paymentCurrencySchema = z.object({
  id: z.string(),
  payment_method_limits: z.array(z.object({ id: z.string(), min: z.string(), max: z.string() })),
})
export type PaymentCurrency = z.infer<typeof paymentCurrencySchema>

export const purchaseCurrencySchema = z.object({
  id: z.string(),
  name: z.string(),
  symbol: z.string(),
  networks: z.array(
    z.object({ name: z.string(), display_name: z.string(), chain_id: z.string(), contract_address: z.string() }),
  ),
})
export type PurchaseCurrency = z.infer<typeof purchaseCurrencySchema>

/** GET /v1/onramp/options */
export const onrampOptionsSchema = z.object({
  paymentCurrencies: z.array(paymentCurrencySchema),
  purchaseCurrencies: z.array(purchaseCurrencySchema),
})
export type OnrampOptions = z.infer<typeof onrampOptionsSchema>

const quoteAmount = z.object({ amount: z.string(), currency: z.string() })

/** POST /v1/onramp/quote; `coinbaseFee` is the provider's fee. */
export const onrampQuoteSchema = z.object({
  paymentTotal: quoteAmount,
  paymentSubtotal: quoteAmount,
  purchaseAmount: quoteAmount,
  networkFee: quoteAmount,
  coinbaseFee: z.optional(quoteAmount),
  quoteId: z.string(),
})
export type OnrampQuote = z.infer<typeof onrampQuoteSchema>

/** POST /v1/generators/onrampurl: the provider's checkout page. */
export const onrampUrlSchema = z.object({ url: z.string() })

/**
 * GET /v1/account/{address}/history?onramp=coinbase (SERVICES.md §1.3): the account's Coinbase purchases, each a
 * transaction whose status is Coinbase's (`ONRAMP_TRANSACTION_STATUS_…`), begun at `minedAt`, with the amount bought
 * in its transfers (a decimal string). Only what the checkout reads is required.
 */
/** An ISO-8601 time with its offset, e.g. 2025-05-01T10:22:33Z (a plain pattern: zod's own would grow the first open). */
const isoTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/

export const coinbaseHistorySchema = z.object({
  data: z.array(
    z.object({
      id: z.string(),
      metadata: z.object({ minedAt: z.string().check(z.regex(isoTime)), status: z.string() }),
      transfers: z.nullable(
        z.array(z.object({ quantity: z.object({ numeric: z.string().check(z.regex(/^\d+(\.\d+)?$/)) }) })),
      ),
    }),
  ),
  next: z.nullish(z.string()),
})
export type CoinbaseHistory = z.infer<typeof coinbaseHistorySchema>
