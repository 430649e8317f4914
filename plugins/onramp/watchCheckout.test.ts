import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTestClock } from '../../kernel/testing/createTestClock.js'
import type { CheckoutPurchase } from './rules/checkoutPurchase.js'
import { initialOnramp, type OnrampSlice } from './state.js'
import { popupCheckMs, watchCheckout } from './watchCheckout.js'

// The watch's decisions, on the plugin's own slice: the popup check runs on Vitest's timers, the balance waits on a
// test clock, both moved a quarter second at a time; the Coinbase history is what each read answers in turn.

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
  vi.stubGlobal('window', new EventTarget())
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

/** A Coinbase checkout of USDC being watched; `answers` are the history's reads in turn (the last one repeats). */
function watching(answers: (CheckoutPurchase | undefined)[], elsewhere = false) {
  const onramp: OnrampSlice = { ...initialOnramp, symbol: 'USDC', amount: '50', checkout: { status: 'waiting' } }
  const account = { tokenBalance: [{ symbol: 'USDC', quantity: { numeric: '100' } }] }
  const state = { chains: { eip155: { accountState: account } }, onramp }
  const reads = { count: 0 }
  const context = {
    store: { getState: () => state },
    updateSlice: (_: string, recipe: (slice: OnrampSlice) => void) => recipe(state.onramp),
    bus: { emit: vi.fn() },
    clock: createTestClock(),
    router: { current: () => ({ view: 'OnrampCheckout' }), reset: vi.fn(), push: vi.fn() },
    track: vi.fn(),
  }
  const popup = { closed: false }
  const purchase = async () => answers[Math.min(reads.count++, answers.length - 1)]
  watchCheckout(context as never, {
    popup: popup as Window,
    namespace: 'eip155',
    symbol: 'USDC',
    before: '100',
    provider: 'coinbase',
    elsewhere,
    purchase,
  })
  /** Closes the popup and lets time pass, a quarter second at a time, until the checkout is no longer awaited. */
  const closeAndWait = async () => {
    popup.closed = true
    for (let step = 0; step < 400 && onramp.checkout?.status === 'waiting'; step++) {
      vi.advanceTimersByTime(popupCheckMs / 4)
      context.clock.advance(popupCheckMs / 4)
      await new Promise((resolve) => setImmediate(resolve))
    }
  }
  return { onramp, account, context, reads, closeAndWait }
}

describe("a Coinbase checkout, watched with Coinbase's history", () => {
  test('a purchase under way keeps the wait on after the popup closed, until Coinbase reports it bought', async () => {
    const pending = { status: 'pending' } as const
    const watch = watching([pending, pending, { status: 'succeeded', amount: '48.5' }])
    await watch.closeAndWait()
    expect(watch.onramp.checkout).toEqual({ status: 'credited', credited: '48.5' })
    expect(watch.reads.count).toBe(3)
    expect(watch.onramp.closedWithoutPayment).toBe(false)
    expect(watch.context.router.reset).not.toHaveBeenCalled()
    expect(watch.context.track).toHaveBeenCalledWith('BUY_SUCCESS', {
      provider: 'coinbase',
      symbol: 'USDC',
      amount: '48.5',
    })
  })

  test('a failed purchase ends the wait as failed, BUY_FAILED tracked', async () => {
    const watch = watching([{ status: 'failed' }])
    await watch.closeAndWait()
    expect(watch.onramp.checkout).toEqual({ status: 'failed' })
    expect(watch.context.track).toHaveBeenCalledWith('BUY_FAILED', { provider: 'coinbase', symbol: 'USDC' })
    expect(watch.context.router.reset).not.toHaveBeenCalled()
  })

  test('with no word from the history (failed, malformed, or nothing yet), the balance watch is as before', async () => {
    const credited = watching([undefined])
    credited.account.tokenBalance[0]!.quantity.numeric = '150'
    await credited.closeAndWait()
    expect(credited.onramp.checkout).toEqual({ status: 'credited', credited: '50' })
    const closed = watching([undefined])
    await closed.closeAndWait()
    expect(closed.onramp.closedWithoutPayment).toBe(true)
    expect(closed.onramp.checkout).toBeUndefined()
    expect(closed.context.router.reset).toHaveBeenCalledWith('Account')
    expect(closed.context.router.push).toHaveBeenCalledWith('Onramp')
  })

  test('bought on Ethereum from a chain outside Coinbase’s list, a closed checkout says where to look', async () => {
    const watch = watching([{ status: 'succeeded', amount: '48.5' }], true)
    await watch.closeAndWait()
    expect(watch.onramp.checkout).toEqual({ status: 'elsewhere' })
  })
})
