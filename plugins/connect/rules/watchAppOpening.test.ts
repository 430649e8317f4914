import { describe, expect, test } from 'vitest'
import { createTestClock } from '../../../kernel/testing/createTestClock.js'
import { appOpenWait, watchAppOpening } from './watchAppOpening.js'

function page() {
  const window = new EventTarget()
  const document = Object.assign(new EventTarget(), { visibilityState: 'visible' as DocumentVisibilityState })
  const clock = createTestClock()
  const outcomes: string[] = []
  const stop = watchAppOpening({
    window,
    document,
    clock,
    onOpened: () => outcomes.push('opened'),
    onNotOpened: () => outcomes.push('not opened'),
  })
  return { window, document, clock, outcomes, stop }
}

describe('watching whether a wallet app opened', () => {
  test('the page staying shown and focused for the wait: the app did not open', () => {
    const { clock, outcomes } = page()
    clock.advance(appOpenWait - 1)
    expect(outcomes).toEqual([])
    clock.advance(1)
    expect(outcomes).toEqual(['not opened'])
  })

  test('the page losing focus, being hidden or being left within the wait: the app opened, once', () => {
    for (const leave of ['blur', 'hidden', 'pagehide'] as const) {
      const { window, document, clock, outcomes } = page()
      clock.advance(500)
      if (leave === 'hidden') {
        document.visibilityState = 'hidden'
        document.dispatchEvent(new Event('visibilitychange'))
      } else window.dispatchEvent(new Event(leave))
      window.dispatchEvent(new Event('blur'))
      clock.advance(appOpenWait)
      expect(outcomes, leave).toEqual(['opened'])
    }
  })

  test('the page coming back into view is not the app opening', () => {
    const { document, clock, outcomes } = page()
    document.dispatchEvent(new Event('visibilitychange'))
    clock.advance(appOpenWait)
    expect(outcomes).toEqual(['not opened'])
  })

  test('stopped (the view left), it tells nothing and listens no more', () => {
    const { window, clock, outcomes, stop } = page()
    stop()
    window.dispatchEvent(new Event('blur'))
    clock.advance(appOpenWait)
    expect(outcomes).toEqual([])
    expect(clock.pending).toBe(0)
  })
})
