import { describe, expect, test } from 'vitest'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryBackend } from '../storage/resolveStorageBackend.js'
import { createTestClock } from '../testing/createTestClock.js'
import { createQueryCache } from './createQueryCache.js'

/** A loader answering 1, 2, 3... per call; `held` calls wait for `release`. */
function counter() {
  let calls = 0
  const waiting: (() => void)[] = []
  let held = false
  return {
    get calls() {
      return calls
    },
    hold() {
      held = true
    },
    release() {
      held = false
      for (const resume of waiting.splice(0)) resume()
    },
    load: async () => {
      const answer = ++calls
      if (held) await new Promise<void>((resume) => waiting.push(resume))
      return answer
    },
  }
}

function setup() {
  const clock = createTestClock()
  return { clock, cache: createQueryCache(clock), loader: counter() }
}

describe('the query cache', () => {
  test('a value is answered from the cache while fresh, and loaded again once its stale time has passed', async () => {
    const { clock, cache, loader } = setup()
    expect(await cache.fetch('k', loader.load, { staleTime: 30_000 })).toBe(1)
    clock.advance(29_999)
    expect(await cache.fetch('k', loader.load, { staleTime: 30_000 })).toBe(1)
    expect(loader.calls).toBe(1)
    clock.advance(1)
    expect(await cache.fetch('k', loader.load, { staleTime: 30_000 })).toBe(2)
    expect(cache.state('k')).toMatchObject({ status: 'ready', value: 2, updatedAt: clock.now() })
  })

  test('callers of a key whose load is in flight share it, even with no stale time', async () => {
    const { cache, loader } = setup()
    loader.hold()
    const calls = [1, 2, 3].map(() => cache.fetch('k', loader.load, { staleTime: 0 }))
    expect(cache.state('k').status).toBe('loading')
    loader.release()
    expect(await Promise.all(calls)).toEqual([1, 1, 1])
    expect(loader.calls).toBe(1)
    expect(await cache.fetch('k', loader.load, { staleTime: 0 })).toBe(2)
  })

  test('invalidating a prefix makes its keys load again, and leaves other keys fresh', async () => {
    const { cache, loader } = setup()
    await cache.fetch('balances:a:tokens', loader.load, { staleTime: 30_000 })
    await cache.fetch('balances:a:native', loader.load, { staleTime: 30_000 })
    await cache.fetch('balances:b:tokens', loader.load, { staleTime: 30_000 })
    cache.invalidate('balances:a:')
    expect(cache.peek('balances:a:tokens')).toBe(1)
    expect(await cache.fetch('balances:a:tokens', loader.load, { staleTime: 30_000 })).toBe(4)
    expect(await cache.fetch('balances:a:native', loader.load, { staleTime: 30_000 })).toBe(5)
    expect(await cache.fetch('balances:b:tokens', loader.load, { staleTime: 30_000 })).toBe(3)
  })

  test('a failing loader leaves the last good value and reports the error, until a load succeeds', async () => {
    const { clock, cache } = setup()
    await cache.fetch('k', async () => 'good', { staleTime: 1_000 })
    clock.advance(1_000)
    const failure = new TypeError('down')
    await expect(cache.fetch('k', () => Promise.reject(failure), { staleTime: 1_000 })).rejects.toBe(failure)
    expect(cache.peek('k')).toBe('good')
    expect(cache.state('k')).toMatchObject({ status: 'failed', value: 'good', error: failure, failedAt: clock.now() })
    expect(await cache.fetch('k', async () => 'better', { staleTime: 1_000 })).toBe('better')
    expect(cache.state('k')).toEqual({ status: 'ready', value: 'better', updatedAt: clock.now() })
  })

  test('a late answer for an invalidated key is not stored as fresh; its callers get the newer load', async () => {
    const { cache, loader } = setup()
    loader.hold()
    const before = cache.fetch('k', loader.load, { staleTime: 30_000 })
    cache.invalidate('k')
    const after = cache.fetch('k', loader.load, { staleTime: 30_000 })
    expect(loader.calls).toBe(2)
    loader.release()
    expect(await before).toBe(2)
    expect(await after).toBe(2)
    expect(cache.peek('k')).toBe(2)
  })

  test('a late answer with no newer load goes to its callers but stays stale', async () => {
    const { cache, loader } = setup()
    loader.hold()
    const before = cache.fetch('k', loader.load, { staleTime: 30_000 })
    cache.invalidate('k')
    loader.release()
    expect(await before).toBe(1)
    expect(cache.peek('k')).toBeUndefined()
    expect(await cache.fetch('k', loader.load, { staleTime: 30_000 })).toBe(2)
  })

  test('a fresh fetch joins no load begun before it, and a set value answers without loading', async () => {
    const { cache, loader } = setup()
    loader.hold()
    const before = cache.fetch('k', loader.load, { staleTime: 30_000 })
    const fresh = cache.fetch('k', loader.load, { staleTime: 30_000, fresh: true })
    loader.release()
    expect([await before, await fresh]).toEqual([2, 2])
    cache.set('k', 7)
    expect(await cache.fetch('k', loader.load, { staleTime: 30_000 })).toBe(7)
    expect(loader.calls).toBe(2)
  })

  test('a stored value is read before the loader, written after a load, and dropped by an invalidation', async () => {
    const { clock, cache, loader } = setup()
    const logger = { warn: () => undefined, error: () => undefined }
    const storage = createStorage({ backend: createMemoryBackend(), prefix: 't', logger, clock })
    const number = { safeParse: (value: unknown) => ({ success: true as const, data: value as number }) }
    const stored = { cache: storage.cache('balanceCache', 30_000, number), id: 'a' }
    stored.cache.set('a', 41)
    expect(await cache.fetch('k', loader.load, { staleTime: 30_000, stored })).toBe(41)
    expect(loader.calls).toBe(0)
    cache.invalidate('k')
    expect(stored.cache.get('a')).toBeUndefined()
    expect(await cache.fetch('k', loader.load, { staleTime: 30_000, stored })).toBe(1)
    expect(stored.cache.get('a')).toBe(1)
  })

  test('a stored value under a prefix invalidated before its key was read is not trusted', async () => {
    const { clock, cache, loader } = setup()
    const logger = { warn: () => undefined, error: () => undefined }
    const storage = createStorage({ backend: createMemoryBackend(), prefix: 't', logger, clock })
    const number = { safeParse: (value: unknown) => ({ success: true as const, data: value as number }) }
    const stored = { cache: storage.cache('balanceCache', 30_000, number), id: 'a' }
    stored.cache.set('a', 41)
    cache.invalidate('balances:')
    expect(await cache.fetch('balances:k', loader.load, { staleTime: 30_000, stored })).toBe(1)
  })
})
