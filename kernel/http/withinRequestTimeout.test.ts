import { afterEach, describe, expect, test } from 'vitest'
import { fetchWithin } from './withinRequestTimeout.js'

/** A fetch that never answers by itself: it rejects when its signal aborts, and keeps that signal. */
function silentFetch() {
  const seen: AbortSignal[] = []
  const fetcher = ((_input: unknown, init?: RequestInit) =>
    new Promise((_resolve, reject) => {
      const signal = init?.signal as AbortSignal
      seen.push(signal)
      signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
    })) as typeof fetch
  return { fetcher, seen }
}

const any = Object.getOwnPropertyDescriptor(AbortSignal, 'any')
afterEach(() => {
  if (any) Object.defineProperty(AbortSignal, 'any', any)
})

describe('a request bounded in time', () => {
  test("the caller's abort reaches the request, in a browser without AbortSignal.any (Safari before 17.4)", async () => {
    Object.defineProperty(AbortSignal, 'any', { value: undefined, configurable: true })
    const { fetcher, seen } = silentFetch()
    const caller = new AbortController()
    const answer = fetchWithin(fetcher, 5_000)('https://chain.example/status', { signal: caller.signal })
    caller.abort()
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' })
    expect(seen[0]?.aborted).toBe(true)
  })

  test('a service that does not answer within the bound is REQUEST_TIMEOUT, and its request is aborted', async () => {
    const { fetcher, seen } = silentFetch()
    await expect(fetchWithin(fetcher, 20)('https://chain.example/status')).rejects.toMatchObject({
      code: 'REQUEST_TIMEOUT',
    })
    expect(seen[0]?.aborted).toBe(true)
  })
})
