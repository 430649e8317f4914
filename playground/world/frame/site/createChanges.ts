// One change signal for the whole site: a wait (device approval, a Farcaster channel) re-checks its condition on
// every change, ends on a timeout, and every wait ends when the site stops.
export class FrameWaitError extends Error {
  override name = 'FrameWaitError'
}

export function createChanges() {
  const listeners = new Set<(ended?: string) => void>()
  return {
    notify() {
      for (const listener of [...listeners]) listener()
    },
    /** Resolves with `ready()`'s first value other than undefined. */
    until<T>(ready: () => T | undefined, timeoutMs: number, timeoutMessage: string): Promise<T> {
      const now = ready()
      if (now !== undefined) return Promise.resolve(now)
      return new Promise<T>((resolve, reject) => {
        let settled = false
        const done = () => {
          settled = true
          clearTimeout(timer)
          listeners.delete(listener)
        }
        const listener = (ended?: string) => {
          if (settled) return
          if (ended) {
            done()
            return reject(new FrameWaitError(ended))
          }
          try {
            const value = ready()
            if (value === undefined) return
            done()
            resolve(value)
          } catch (error) {
            done()
            reject(error)
          }
        }
        const timer = setTimeout(() => {
          done()
          reject(new FrameWaitError(timeoutMessage))
        }, timeoutMs)
        timer.unref?.()
        listeners.add(listener)
      })
    },
    /** Ends every wait with this reason (the site stops or is reset). */
    endAll(reason: string) {
      for (const listener of [...listeners]) listener(reason)
    },
  }
}
export type Changes = ReturnType<typeof createChanges>
