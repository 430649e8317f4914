import { onrampErrors } from '../onrampErrors.js'
import type { PaymentCurrency } from '../schemas.js'
import { defaultLimits, type PaymentMethodId } from './defaultOptions.js'

/** The limits of a payment method in a currency: the options' own, else SPEC §9's defaults. */
export function limitsOf(currency: PaymentCurrency | undefined, method: PaymentMethodId) {
  const own = currency?.payment_method_limits.find((limit) => limit.id === method)
  return own ?? defaultLimits.find((limit) => limit.id === method)!
}

/**
 * The fiat amount typed, checked against the method's limits: its decimal string, or a FoyerError thrown (its limit
 * written as `locale` writes numbers).
 */
export function checkFiatAmount(
  text: string,
  currency: PaymentCurrency | undefined,
  method: PaymentMethodId,
  locale?: string,
): string {
  const trimmed = text.trim()
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) throw onrampErrors.invalidAmount()
  const code = currency?.id ?? 'USD'
  const { min, max } = limitsOf(currency, method)
  const amount = Number(trimmed)
  if (amount < Number(min)) throw onrampErrors.belowMinimum(min, code, method, locale)
  if (amount > Number(max)) throw onrampErrors.aboveMaximum(max, code, method, locale)
  return trimmed
}
