/** The statuses worth asking again (SPEC §7); every other status is final at once. */
export const retryStatuses: ReadonlySet<number> = new Set([403, 408, 413, 429, 500, 502, 503, 504])

/** SPEC §9: 3 retries, the first after 150 ms, doubling (150, 300, 600). */
export const defaultRetries = 3
export const firstRetryDelayMs = 150

/**
 * The longest Retry-After we wait for. A server that asks for more is not retried before it wants
 * (that would only earn another refusal), nor waited for (a visitor does not wait that long): the call
 * fails at once with the status the server sent.
 */
export const maxRetryAfterMs = 10_000

/** The delay a Retry-After header asks for, in ms: delay-seconds or an HTTP date; undefined when absent or garbled. */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * How long to wait before retry number `attempt + 1`, or undefined when the server's Retry-After is over
 * the cap. The wait is the larger of the backoff and Retry-After: the server's wish is a minimum, and a
 * server that says "0" does not get hammered faster than the backoff.
 */
export function retryDelay(attempt: number, retryAfterMs: number | undefined): number | undefined {
  if (retryAfterMs !== undefined && retryAfterMs > maxRetryAfterMs) return undefined
  return Math.max(firstRetryDelayMs * 2 ** attempt, retryAfterMs ?? 0)
}
