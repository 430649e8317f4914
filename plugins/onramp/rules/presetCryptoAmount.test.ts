import { expect, test } from 'vitest'
import { presetCryptoAmount } from './presetCryptoAmount.js'

const quote = (amount: string, estimate = false) => ({ estimate, purchaseAmount: { amount } })

test('a whole quoted amount of crypto is preset', () => {
  expect(presetCryptoAmount(quote('100'))).toBe(100)
  expect(presetCryptoAmount(quote('25.000'))).toBe(25)
})

test('a fraction, nothing, a mocked estimate or no quote presets none (the fiat sum does)', () => {
  for (const amount of ['98.52', '0', '', '1e3', '-4', '9007199254740993'])
    expect(presetCryptoAmount(quote(amount)), amount).toBeUndefined()
  expect(presetCryptoAmount(quote('100', true))).toBeUndefined()
  expect(presetCryptoAmount(undefined)).toBeUndefined()
})
