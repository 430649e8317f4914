import { expect, test } from 'vitest'
import { createTestClock } from '../testing/createTestClock.js'
import { lazyQueryCache } from './lazyQueryCache.js'

test('before its code loads a key is idle; fetches, sets and invalidations made meanwhile apply in order', async () => {
  const clock = createTestClock()
  const cache = lazyQueryCache(clock)
  expect(cache.state('k')).toEqual({ status: 'idle' })
  expect(cache.peek('k')).toBeUndefined()
  let calls = 0
  const load = async () => ++calls
  cache.set('k', 7)
  const first = cache.fetch('k', load, { staleTime: 1_000 })
  cache.invalidate('k')
  const second = cache.fetch('k', load, { staleTime: 1_000 })
  expect([await first, await second]).toEqual([7, 1])
  expect(cache.state('k')).toMatchObject({ status: 'ready', value: 1, updatedAt: clock.now() })
  expect(await cache.fetch('k', load, { staleTime: 1_000 })).toBe(1)
  expect(calls).toBe(1)
})
