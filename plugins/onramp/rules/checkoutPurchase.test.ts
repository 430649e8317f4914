import { describe, expect, test } from 'vitest'
import type { CoinbaseHistory } from '../schemas.js'
import { checkoutPurchase } from './checkoutPurchase.js'

const opened = Date.parse('2026-03-01T12:00:00.400Z')

/** A Coinbase purchase as the history lists it: its status's last word, when it began, the amount bought. */
const purchase = (status: string, minedAt: string, numeric = '25') => ({
  id: `${status}-${minedAt}`,
  metadata: { status: `ONRAMP_TRANSACTION_STATUS_${status}`, minedAt },
  transfers: [{ quantity: { numeric } }],
})
const page = (...data: CoinbaseHistory['data']): CoinbaseHistory => ({ data, next: null })

describe("a checkout's purchase in the Coinbase history", () => {
  test('the newest purchase begun since the checkout opened is the one: bought with its amount, failed, or under way', () => {
    const older = purchase('SUCCESS', '2026-03-01T12:00:05Z', '10')
    expect(checkoutPurchase(page(purchase('SUCCESS', '2026-03-01T12:00:09Z', '48.5'), older), opened)).toEqual({
      status: 'succeeded',
      amount: '48.5',
    })
    expect(checkoutPurchase(page(purchase('FAILED', '2026-03-01T12:00:09Z'), older), opened)).toEqual({
      status: 'failed',
    })
    expect(checkoutPurchase(page(purchase('IN_PROGRESS', '2026-03-01T12:00:09Z'), older), opened)).toEqual({
      status: 'pending',
    })
  })

  test('a purchase begun before the checkout opened is not its own, even the newest', () => {
    const before = page(purchase('FAILED', '2026-03-01T11:59:59Z'), purchase('SUCCESS', '2026-02-27T08:00:00Z'))
    expect(checkoutPurchase(before, opened)).toBeUndefined()
    expect(checkoutPurchase(page(), opened)).toBeUndefined()
  })

  test('times are compared to the second: a purchase stamped in the second the checkout opened counts', () => {
    expect(checkoutPurchase(page(purchase('FAILED', '2026-03-01T12:00:00Z')), opened)).toEqual({ status: 'failed' })
  })

  test('the list is not trusted to be newest first, and an entry of another status is not a purchase', () => {
    const unordered = page(
      purchase('FAILED', '2026-03-01T12:00:03Z'),
      purchase('SUCCESS', '2026-03-01T12:01:00Z', '7'),
      {
        ...purchase('SUCCESS', '2026-03-01T12:02:00Z'),
        metadata: { status: 'confirmed', minedAt: '2026-03-01T12:02:00Z' },
      },
    )
    expect(checkoutPurchase(unordered, opened)).toEqual({ status: 'succeeded', amount: '7' })
  })

  test('a purchase bought without a transfer listed has no amount', () => {
    const bare = { ...purchase('SUCCESS', '2026-03-01T12:00:09Z'), transfers: null }
    expect(checkoutPurchase(page(bare), opened)).toEqual({ status: 'succeeded', amount: undefined })
  })
})
