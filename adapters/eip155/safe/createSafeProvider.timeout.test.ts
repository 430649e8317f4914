import type { FoyerError } from 'foyer'
import { requestTimeoutMs } from 'foyer/kit'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createSafeChannel, type SafeHost } from './createSafeChannel.js'
import { createSafeProvider } from './createSafeProvider.js'

const safeOrigin = 'https://app.safe.global'
const info = { safeAddress: '0x5afe5afe5afe5afe5afe5afe5afe5afe5afe5afe', chainId: 31337, threshold: 1, owners: [] }

/** A framing Safe that takes every request and never answers. */
function silentSafe() {
  const posted: { method: string }[] = []
  const host: SafeHost = {
    parent: { postMessage: (message: unknown) => posted.push(message as { method: string }) },
    events: new EventTarget(),
    origin: safeOrigin,
  }
  return { provider: createSafeProvider(createSafeChannel(host), info as never), posted }
}

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }))
afterEach(() => vi.useRealTimers())

test('a chain read the Safe never answers (rpcCall) fails with SAFE_NO_ANSWER after requestTimeoutMs', async () => {
  const { provider, posted } = silentSafe()
  const read = Promise.resolve(provider.request({ method: 'eth_blockNumber' })).catch((error: FoyerError) => error)
  await vi.advanceTimersByTimeAsync(requestTimeoutMs - 1)
  expect(posted.map((message) => message.method)).toEqual(['rpcCall'])
  await vi.advanceTimersByTimeAsync(1)
  expect(((await read) as FoyerError).code).toBe('SAFE_NO_ANSWER')
})

test('a transaction proposal waits for the owners (no bound on sendTransactions)', async () => {
  const { provider } = silentSafe()
  let settled = false
  void Promise.resolve(
    provider.request({ method: 'eth_sendTransaction', params: [{ to: info.safeAddress, value: '0x0' }] }),
  ).finally(() => {
    settled = true
  })
  await vi.advanceTimersByTimeAsync(10 * requestTimeoutMs)
  expect(settled).toBe(false)
})
