import type { FoyerError, Network } from 'foyer'
import { requestTimeoutMs } from 'foyer/kit'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { connectApi, getPolkadotBalance } from './getPolkadotBalance.js'

/** A node that takes the connection and never serves the metadata: ApiPromise.create never settles. */
const disconnect = vi.fn(async () => undefined)
vi.mock('@polkadot/api', () => ({
  ApiPromise: { create: () => new Promise(() => {}) },
  HttpProvider: class {
    disconnect = disconnect
  },
  WsProvider: class {
    connect = async () => undefined
    disconnect = disconnect
  },
}))

const network = {
  caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  nativeCurrency: { name: 'DOT', symbol: 'DOT', decimals: 10 },
} as unknown as Network

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  disconnect.mockClear()
})
afterEach(() => vi.useRealTimers())

describe('a Polkadot node that never answers', () => {
  test.each(['https://rpc.test', 'wss://rpc.test'])(
    'connectApi(%s) fails with REQUEST_TIMEOUT after requestTimeoutMs and lets the provider go',
    async (url) => {
      const result = connectApi(url).catch((error: FoyerError) => error)
      await vi.advanceTimersByTimeAsync(requestTimeoutMs)
      expect(((await result) as FoyerError).code).toBe('REQUEST_TIMEOUT')
      expect(disconnect).toHaveBeenCalledTimes(1)
    },
  )

  test('a balance read the node never answers fails with REQUEST_TIMEOUT', async () => {
    const api = { query: { system: { account: () => new Promise(() => {}) } } }
    const result = getPolkadotBalance(api as never, '5Grw', network).catch((error: FoyerError) => error)
    await vi.advanceTimersByTimeAsync(requestTimeoutMs)
    expect(((await result) as FoyerError).code).toBe('REQUEST_TIMEOUT')
  })
})
