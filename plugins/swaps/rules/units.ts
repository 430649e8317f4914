import { swapErrors } from '../swapErrors.js'

const decimalPattern = /^(\d+\.?\d*|\.\d+)$/

/** A decimal string in whole units as base units, exactly; extra fraction digits are cut. */
export function toUnits(value: string, decimals: number): bigint {
  const [whole = '', fraction = ''] = value.trim().split('.')
  return BigInt(`${whole || '0'}${fraction.slice(0, decimals).padEnd(decimals, '0')}`)
}

/** Base units as a plain decimal string in whole units (`1500000n`, 6 -> `'1.5'`), exactly. */
export function fromUnits(units: bigint, decimals: number): string {
  const digits = units.toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/**
 * The typed amount as base units, checked against the balance: text that is not a number, too many decimals,
 * zero and more than the balance are each their own error.
 */
export function parseSwapAmount(text: string, token: { decimals: number; symbol: string }, balance: bigint): bigint {
  const value = text.trim()
  if (!decimalPattern.test(value)) throw swapErrors.invalidAmount()
  if ((value.split('.')[1] ?? '').length > token.decimals) throw swapErrors.tooManyDecimals(token.decimals)
  const units = toUnits(value, token.decimals)
  if (units === 0n) throw swapErrors.zeroAmount()
  if (units > balance) throw swapErrors.insufficientBalance(token.symbol)
  return units
}
