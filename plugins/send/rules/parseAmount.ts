import { toUnits } from 'foyer/kit'
import { sendErrors } from '../sendErrors.js'

export { toUnits }

const decimalPattern = /^(\d+\.?\d*|\.\d+)$/

/**
 * A typed amount in whole units (`'1.5'`) as base units (`1500000n` for 6 decimals), exactly, with no floating
 * point. Throws a send error for text that is not a plain decimal number, for more fraction digits than the
 * token has, and for zero.
 */
export function parseAmount(text: string, decimals: number): bigint {
  const value = text.trim()
  if (!decimalPattern.test(value)) throw sendErrors.invalidAmount()
  if ((value.split('.')[1] ?? '').length > decimals) throw sendErrors.tooManyDecimals(decimals)
  const units = toUnits(value, decimals)
  if (units === 0n) throw sendErrors.zeroAmount()
  return units
}

/** Base units as a plain decimal string in whole units (`1500000n`, 6 -> `'1.5'`), exactly. */
export function formatAmount(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}
