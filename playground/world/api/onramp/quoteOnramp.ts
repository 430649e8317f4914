import * as z from 'zod/mini'
import { paymentCurrencySchema, purchaseCurrencySchema } from '../../../../plugins/onramp/schemas.js'
import { priceOf } from '../chain/worldTokens.js'
import { parseInput } from '../http/parseInput.js'
import { RequestError } from '../http/replies.js'
import { fiatRates, paymentMethodLimits } from './onrampOptions.js'

const quoteBody = z.object({
  purchaseCurrency: purchaseCurrencySchema,
  paymentCurrency: paymentCurrencySchema,
  amount: z.string().check(z.regex(/^\d+(\.\d+)?$/, 'Expected a decimal amount')),
  network: z.optional(z.string()),
})

/** The provider's fee (SPEC §9: Meld and Coinbase charge 1-2 %): 2 % under 100, 1.5 % under 1000, then 1 %. */
export const providerFeeRate = (amount: number) => (amount < 100 ? 0.02 : amount < 1000 ? 0.015 : 0.01)

/** A fixed network fee, in the payment currency. */
export const networkFee = 0.5

const min = Math.min(...paymentMethodLimits.map((limit) => Number(limit.min)))
const max = Math.max(...paymentMethodLimits.map((limit) => Number(limit.max)))

/** POST /v1/onramp/quote at the world's fixed rates. */
export function quoteOnramp(body: unknown, quoteId: string) {
  const request = parseInput(quoteBody, body, 'body')
  const currency = request.paymentCurrency.id.toUpperCase()
  const rate = fiatRates[currency]
  if (!rate) throw new RequestError('paymentCurrency', `Unsupported payment currency: ${currency}`)
  const symbol = request.purchaseCurrency.symbol.toUpperCase()
  const price = priceOf(symbol)
  if (!price) throw new RequestError('purchaseCurrency', `Unsupported purchase currency: ${symbol}`)
  const amount = Number(request.amount)
  if (amount < min || amount > max)
    throw new RequestError('amount', `Amount must be between ${min.toFixed(2)} and ${max.toFixed(2)} ${currency}`)
  const { fee, subtotal, purchase } = quoteFigures(amount, rate, symbol)
  const fiat = (value: number) => ({ amount: value.toFixed(2), currency })
  return {
    paymentTotal: fiat(amount),
    paymentSubtotal: fiat(subtotal),
    purchaseAmount: { amount: purchase, currency: symbol },
    networkFee: fiat(networkFee),
    coinbaseFee: fiat(fee),
    quoteId,
  }
}

/** A fiat amount's fee, subtotal and the tokens it buys (a decimal string), at a fiat rate and the token's price. */
export function quoteFigures(amount: number, rate: number, symbol: string) {
  const fee = Math.round(amount * providerFeeRate(amount) * 100) / 100
  const subtotal = amount - fee - networkFee
  return { fee, subtotal, purchase: ((subtotal * rate) / priceOf(symbol)).toFixed(symbol === 'ETH' ? 8 : 6) }
}
