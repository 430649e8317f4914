import type { FoyerError } from 'foyer'
import { requestTimeoutMs } from 'foyer/kit'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { bitcoinTestnet } from './bitcoinNetworks.js'
import { broadcastTransaction, fetchUtxos } from './esplora.js'

/** An Esplora API that takes the request and never answers (it does not even listen to the abort). */
const silent = vi.fn((_url: RequestInfo | URL, _init?: RequestInit) => new Promise<Response>(() => {}))

/** One that answers 200 at once, then never sends the body. */
const stalledBody = (_url: RequestInfo | URL, init?: RequestInit) => {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      init?.signal?.addEventListener('abort', () => controller.error(init.signal?.reason), { once: true })
    },
  })
  return Promise.resolve(new Response(body, { status: 200 }))
}

const outcome = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: FoyerError) => error,
  )

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => vi.useRealTimers())

describe('an Esplora API that never answers', () => {
  test('fetchUtxos fails with REQUEST_TIMEOUT after requestTimeoutMs, its request aborted', async () => {
    const result = outcome(fetchUtxos(bitcoinTestnet, 'tb1qaddress', silent))
    await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1)
    expect(silent.mock.calls[0]![1]?.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(((await result) as FoyerError).code).toBe('REQUEST_TIMEOUT')
    expect(silent.mock.calls[0]![1]?.signal?.aborted).toBe(true)
  })

  test('a broadcast whose answer body never comes is REQUEST_TIMEOUT', async () => {
    const result = outcome(broadcastTransaction(bitcoinTestnet, '00', stalledBody))
    await vi.advanceTimersByTimeAsync(requestTimeoutMs)
    expect(((await result) as FoyerError).code).toBe('REQUEST_TIMEOUT')
    expect(vi.getTimerCount()).toBe(0)
  })
})
