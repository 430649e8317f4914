import type { Clock } from '../clock.js'

/**
 * `answer`, or a rejection with `late()` when it has not settled within `ms` on `clock`; the timer is cleared
 * either way. The answer itself is not cancelled: a wallet cannot be told to stop.
 */
export function answerWithin<T>(answer: Promise<T>, clock: Clock, ms: number, late: () => Error): Promise<T> {
  let timer: unknown
  const bound = new Promise<never>((_resolve, reject) => {
    timer = clock.setTimeout(() => reject(late()), ms)
  })
  return Promise.race([answer, bound]).finally(() => clock.clearTimeout(timer))
}
