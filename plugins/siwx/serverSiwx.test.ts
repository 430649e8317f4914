import type { FoyerError } from 'foyer'
import { requestTimeoutMs } from 'foyer/kit'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { serverSiwx } from './serverSiwx.js'

/** An app server that takes the request and never answers. */
const silent = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}))

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  silent.mockClear()
})
afterEach(() => vi.useRealTimers())

describe("an app server that never answers the sign-in's calls", () => {
  test('getNonce fails with REQUEST_TIMEOUT after requestTimeoutMs, its request aborted', async () => {
    const config = serverSiwx({ url: 'https://app.test/siwx/', fetch: silent })
    const result = Promise.resolve(config.getNonce!()).catch((error: FoyerError) => error)
    await vi.advanceTimersByTimeAsync(requestTimeoutMs)
    expect(((await result) as FoyerError).code).toBe('REQUEST_TIMEOUT')
    expect(silent.mock.calls[0]![0]).toBe('https://app.test/siwx/nonce')
    expect(silent.mock.calls[0]![1]?.signal?.aborted).toBe(true)
  })

  test('verify fails with REQUEST_TIMEOUT after requestTimeoutMs', async () => {
    const config = serverSiwx({ url: 'https://app.test/siwx', fetch: silent })
    const result = Promise.resolve(config.verify!({ message: 'm', signature: '0x' } as never)).catch(
      (error: FoyerError) => error,
    )
    await vi.advanceTimersByTimeAsync(requestTimeoutMs)
    expect(((await result) as FoyerError).code).toBe('REQUEST_TIMEOUT')
  })
})
