import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createTestClock } from '../testing/createTestClock.js'
import { HttpError } from './HttpError.js'
import { fetchWithRetries, requestTimeoutMs } from './fetchWithRetries.js'

/** A service that accepts the request and never answers: the fetch settles only when its signal aborts. */
const silentFetch = vi.fn(
  (_url: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason), { once: true })
    }),
)

/** A service that answers 200 at once, then never sends the body. */
const stalledBodyFetch = (_url: RequestInfo | URL, init?: RequestInit) => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason), { once: true })
    },
  })
  return Promise.resolve(new Response(body, { status: 200 }))
}

const call = (fetch: typeof globalThis.fetch, signal = new AbortController().signal) =>
  fetchWithRetries('https://api.test/x', { method: 'GET' }, { clock: createTestClock(), fetch, retries: 3, signal })

const settled = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: unknown) => error,
  )

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  silentFetch.mockClear()
})
afterEach(() => vi.useRealTimers())

describe('a service that never answers', () => {
  test('fails with REQUEST_TIMEOUT after requestTimeoutMs, asked once', async () => {
    const outcome = settled(call(silentFetch))
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1)
    expect(silentFetch).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(1)
    const error = await outcome
    expect(error).toBeInstanceOf(HttpError)
    expect((error as HttpError).code).toBe('REQUEST_TIMEOUT')
    expect((error as HttpError).message).toContain('https://api.test/x')
    expect(silentFetch).toHaveBeenCalledTimes(1)
  })

  test('a 2xx whose body never comes is REQUEST_TIMEOUT too', async () => {
    const outcome = settled(call(stalledBodyFetch))
    await vi.advanceTimersByTimeAsync(requestTimeoutMs)
    expect(((await outcome) as HttpError).code).toBe('REQUEST_TIMEOUT')
  })

  test("the caller's abort before the bound is still REQUEST_ABORTED, and leaves no timer behind", async () => {
    const controller = new AbortController()
    const outcome = settled(call(silentFetch, controller.signal))
    await vi.advanceTimersByTimeAsync(1000)
    controller.abort()
    expect(((await outcome) as HttpError).code).toBe('REQUEST_ABORTED')
    expect(vi.getTimerCount()).toBe(0)
  })

  test('an answer in time clears the bound', async () => {
    const answer = () => Promise.resolve(Response.json({ ok: true }))
    await expect(call(answer)).resolves.toEqual({ ok: true })
    expect(vi.getTimerCount()).toBe(0)
  })
})
