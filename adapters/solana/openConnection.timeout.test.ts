import { requestTimeoutMs } from 'foyer/kit'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { openConnection } from './openConnection.js'

/** A Solana node that takes the request and never answers. */
const silent = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  vi.stubGlobal('fetch', silent)
})
afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

test('a read the Solana node never answers fails after requestTimeoutMs, its request aborted', async () => {
  const connection = await openConnection('https://solana.test')
  const result = connection.getSignatureStatuses(['x']).catch((error: Error) => error)
  await vi.waitFor(() => expect(silent).toHaveBeenCalledTimes(1))
  await vi.advanceTimersByTimeAsync(requestTimeoutMs)
  const error = (await result) as Error
  expect(error).toBeInstanceOf(Error)
  expect(`${error.message} ${String(error.cause ?? '')}`).toMatch(/took too long/)
  expect(silent.mock.calls[0]![1]?.signal?.aborted).toBe(true)
})
