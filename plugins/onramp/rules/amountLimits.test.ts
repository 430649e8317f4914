import type { FoyerError } from 'foyer'
import { describe, expect, test } from 'vitest'
import { checkFiatAmount } from './amountLimits.js'

const message = (run: () => unknown) => {
  try {
    run()
    return undefined
  } catch (error) {
    return (error as FoyerError).shortMessage
  }
}

describe('checkFiatAmount', () => {
  test('card takes 10.00 to 7,500.00 and says which limit an amount misses', () => {
    expect(checkFiatAmount('10', undefined, 'card')).toBe('10')
    expect(checkFiatAmount('7500.00', undefined, 'card')).toBe('7500.00')
    expect(message(() => checkFiatAmount('9.99', undefined, 'card'))).toBe('The minimum by card is 10.00 USD')
    expect(message(() => checkFiatAmount('7500.01', undefined, 'card'))).toBe('The maximum by card is 7,500.00 USD')
  })

  test('bank account goes up to 25,000.00, in the chosen currency', () => {
    const eur = { id: 'EUR', payment_method_limits: [] }
    expect(checkFiatAmount('25000', eur, 'ach_bank_account')).toBe('25000')
    expect(message(() => checkFiatAmount('25000.01', eur, 'ach_bank_account'))).toBe(
      'The maximum by bank account is 25,000.00 EUR',
    )
  })

  test('anything but an amount with at most two decimals is refused', () => {
    for (const text of ['', 'abc', '1.234', '-5', '1e3'])
      expect(message(() => checkFiatAmount(text, undefined, 'card'))).toBe('Enter the amount as a number, e.g. 100')
  })
})
