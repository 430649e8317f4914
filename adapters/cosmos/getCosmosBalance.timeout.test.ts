import type { FoyerError } from 'foyer'
import { requestTimeoutMs } from 'foyer/kit'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { cosmosHub } from './cosmosNetworks.js'
import { getCosmosBalance } from './getCosmosBalance.js'

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => vi.useRealTimers())

test("a chain's REST API that never answers a balance read fails it with REQUEST_TIMEOUT after requestTimeoutMs", async () => {
  const silent = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}))
  const result = getCosmosBalance({ address: 'cosmos1abc', network: cosmosHub, fetch: silent }).catch(
    (error: FoyerError) => error,
  )
  await vi.advanceTimersByTimeAsync(requestTimeoutMs)
  expect(((await result) as FoyerError).code).toBe('REQUEST_TIMEOUT')
  expect(silent.mock.calls[0]![1]?.signal?.aborted).toBe(true)
})
