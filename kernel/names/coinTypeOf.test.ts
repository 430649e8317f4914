import { expect, test } from 'vitest'
import { coinTypeOf } from './coinTypeOf.js'

test('the coin type of chain 1 is 2147483649 and of Arbitrum (42161) 2147525809, as the data API keys them', () => {
  expect(coinTypeOf(1)).toBe(2147483649)
  expect(coinTypeOf(42161)).toBe(2147525809)
  expect(coinTypeOf(0x7fffffff)).toBe(0xffffffff)
})

test("a chain id of 2^31 or more, or one that is not a whole number from 0, is 'Invalid chainId'", () => {
  for (const chainId of [2 ** 31, 2 ** 32 + 1, Number.MAX_SAFE_INTEGER, -1, 1.5, Number.NaN])
    expect(() => coinTypeOf(chainId), String(chainId)).toThrow(
      expect.objectContaining({ shortMessage: 'Invalid chainId', code: 'INVALID_CHAIN_ID' }),
    )
})
