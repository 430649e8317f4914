import type { Clock } from '../clock.js'

export interface TestClock extends Clock {
  /** Every delay asked of setTimeout, in order. */
  readonly delays: number[]
  /** Moves time forward, running the timers that fall due on the way (manual clocks). */
  advance(ms: number): void
  /** Timers not yet run. */
  readonly pending: number
}

interface Timer {
  at: number
  callback: () => void
  cancel?: () => void
}

/**
 * A clock for tests that never sleeps. `instant`: every timer runs on the next macrotask and moves `now`
 * forward by its delay, so real sockets keep working while a retry schedule costs no time. Otherwise
 * timers wait for `advance`.
 */
export function createTestClock({ start = 1_700_000_000_000, instant = false } = {}): TestClock {
  let time = start
  let nextId = 1
  const timers = new Map<number, Timer>()
  const delays: number[] = []

  return {
    delays,
    now: () => time,
    setTimeout(callback, ms) {
      const id = nextId++
      delays.push(ms)
      const timer: Timer = { at: time + ms, callback }
      if (instant) {
        const immediate = setImmediate(() => {
          timers.delete(id)
          time += ms
          callback()
        })
        timer.cancel = () => clearImmediate(immediate)
      }
      timers.set(id, timer)
      return id
    },
    clearTimeout(handle) {
      timers.get(handle as number)?.cancel?.()
      timers.delete(handle as number)
    },
    advance(ms) {
      const end = time + ms
      for (;;) {
        const due = [...timers]
          .filter(([, timer]) => !timer.cancel && timer.at <= end)
          .sort((a, b) => a[1].at - b[1].at)[0]
        if (!due) break
        timers.delete(due[0])
        time = Math.max(time, due[1].at)
        due[1].callback()
      }
      time = end
    },
    get pending() {
      return timers.size
    },
  }
}
