import type { Clock } from '../clock.js'

export interface TestClock extends Clock {
  /** Moves time forward, running every timer that falls due, in order. */
  advance(ms: number): void
  /** Timers still waiting. */
  pending(): number
}

/** A clock for tests: time moves only when the test says so. */
export function createTestClock(start = 0): TestClock {
  let now = start
  let nextHandle = 1
  const timers = new Map<number, { at: number; callback: () => void }>()
  return {
    now: () => now,
    setTimeout(callback, ms) {
      const handle = nextHandle++
      timers.set(handle, { at: now + Math.max(0, ms), callback })
      return handle
    },
    clearTimeout(handle) {
      timers.delete(handle as number)
    },
    advance(ms) {
      const end = now + ms
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        now = due[1].at
        due[1].callback()
      }
      now = end
    },
    pending: () => timers.size,
  }
}
