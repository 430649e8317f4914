import * as z from 'zod/mini'
import { describe, expect, test, vi } from 'vitest'
import { createTestClock } from '../testing/createTestClock.js'
import { createStorage } from './createStorage.js'
import { createMemoryBackend, noopBackend, resolveStorageBackend } from './resolveStorageBackend.js'
import { cacheLifetimes } from './cacheLifetimes.js'

function setup(backend = createMemoryBackend()) {
  const logger = { warn: vi.fn(), error: vi.fn() }
  const clock = createTestClock({ start: 1_000_000 })
  const storage = createStorage({ backend, prefix: 'foyer', logger, clock })
  return { storage, backend, logger, clock }
}

const wallet = { id: 'abc', name: 'Test Wallet' }

describe('storage', () => {
  test('a stored value reads back as it was written', () => {
    const { storage, backend } = setup()
    storage.set('recentWallets', [wallet])
    expect(storage.get('recentWallets')).toEqual([wallet])
    expect(backend.getItem('foyer:recentWallets')).toBe(JSON.stringify([wallet]))
  })

  test('a value that is not JSON is dropped and reads as undefined', () => {
    const { storage, backend, logger } = setup()
    backend.setItem('foyer:recentWallets', '{not json')
    expect(storage.get('recentWallets')).toBeUndefined()
    expect(backend.getItem('foyer:recentWallets')).toBeNull()
    expect(logger.warn).toHaveBeenCalled()
  })

  test('a value of the wrong shape is dropped and reads as undefined', () => {
    const { storage, backend } = setup()
    backend.setItem('foyer:recentWallets', JSON.stringify([wallet, wallet, wallet]))
    expect(storage.get('recentWallets')).toBeUndefined()
    backend.setItem('foyer:activeNetwork', JSON.stringify('not a network id'))
    expect(storage.get('activeNetwork')).toBeUndefined()
    expect(backend.getItem('foyer:activeNetwork')).toBeNull()
  })

  test('every kernel key drops a value of the wrong shape and keeps one of the right shape (its schema made on first read)', () => {
    const { storage, backend } = setup()
    const good = {
      activeNetwork: 'eip155:1',
      recentWallets: [wallet],
      connections: { eip155: { status: 'connected', connectorId: 'injected', connections: [] } },
      socialLogin: { provider: 'google', username: 'ada' },
      siwxSessions: [{ data: {}, message: 'Sign in', signature: '0x01' }],
      balanceCache: { a: { expiresAt: 2_000_000, value: 1 } },
      portfolioCache: {},
      nameCache: {},
      identityCache: {},
      preferredAccountTypes: { eip155: 'smartAccount' },
      remoteConfig: { projectId: 'p1', answer: null },
    } as const
    for (const [key, value] of Object.entries(good)) {
      backend.setItem(`foyer:${key}`, JSON.stringify({ wrong: [true] }))
      expect(storage.get(key as keyof typeof good), key).toBeUndefined()
      backend.setItem(`foyer:${key}`, JSON.stringify(value))
      expect(storage.get(key as keyof typeof good), key).toEqual(value)
    }
  })

  test('a full storage is logged, not thrown, and other keys still work', () => {
    const backend = createMemoryBackend()
    const { storage, logger } = setup({
      ...backend,
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    })
    expect(() => storage.set('recentWallets', [wallet])).not.toThrow()
    expect(storage.get('recentWallets')).toBeUndefined()
    expect(logger.warn).toHaveBeenCalledWith('storage: could not write recentWallets', expect.any(DOMException))
  })

  test('a write the storage refuses removes the older value, which would otherwise read back as the new one', () => {
    const backend = createMemoryBackend()
    backend.setItem('foyer:activeNetwork', JSON.stringify('eip155:1'))
    backend.setItem('foyer:recentWallets', JSON.stringify([wallet]))
    const { storage } = setup({
      ...backend,
      setItem: (key: string, value: string) => {
        if (key === 'foyer:activeNetwork') throw new DOMException('quota', 'QuotaExceededError')
        backend.setItem(key, value)
      },
    })
    storage.set('activeNetwork', 'eip155:137')
    expect(storage.get('activeNetwork')).toBeUndefined()
    expect(backend.getItem('foyer:activeNetwork')).toBeNull()
    expect(storage.get('recentWallets')).toEqual([wallet])
  })

  test('a storage that throws on every call reads as empty', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('SecurityError')
      },
      removeItem: () => {
        throw new Error('SecurityError')
      },
    }
    const { storage } = setup(broken)
    expect(storage.get('connections')).toBeUndefined()
    expect(() => storage.remove('connections')).not.toThrow()
  })

  test('the no-op storage keeps nothing', () => {
    const { storage } = setup(noopBackend)
    storage.set('recentWallets', [wallet])
    expect(storage.get('recentWallets')).toBeUndefined()
  })

  test('on a server the backend is a no-op', () => {
    expect(resolveStorageBackend()).toBe(noopBackend)
  })

  test('a key without a schema is refused', () => {
    const { storage, logger } = setup()
    storage.set('unknownKey' as never, 1 as never)
    expect(storage.get('unknownKey' as never)).toBeUndefined()
    expect(logger.error).toHaveBeenCalledWith('storage: no schema is registered for unknownKey')
  })

  test('a plugin registers the schema of its own key', () => {
    const { storage } = setup()
    storage.register('sendDraft' as never, z.object({ amount: z.string() }) as never)
    storage.set('sendDraft' as never, { amount: '1' } as never)
    expect(storage.get('sendDraft' as never)).toEqual({ amount: '1' })
  })
})

describe('ttl caches', () => {
  test('an entry lives until its lifetime ends', () => {
    const { storage, clock } = setup()
    const identity = storage.cache('identityCache', cacheLifetimes.identity, z.object({ name: z.nullable(z.string()) }))
    identity.set('0xabc', { name: 'alice.reown.id' })
    clock.advance(cacheLifetimes.identity - 1)
    expect(identity.get('0xabc')).toEqual({ name: 'alice.reown.id' })
    clock.advance(1)
    expect(identity.get('0xabc')).toBeUndefined()
  })

  test('lifetimes are those of SPEC §9', () => {
    expect(cacheLifetimes).toEqual({ portfolio: 30_000, nativeBalance: 30_000, ens: 300_000, identity: 300_000 })
  })

  test('a cached value of the wrong shape is dropped', () => {
    const { storage, backend } = setup()
    backend.setItem('foyer:balanceCache', JSON.stringify({ a: { expiresAt: 2_000_000, value: 42 } }))
    const balances = storage.cache('balanceCache', cacheLifetimes.nativeBalance, z.array(z.unknown()))
    expect(balances.get('a')).toBeUndefined()
    expect(backend.getItem('foyer:balanceCache')).toBe('{}')
  })

  test('writing prunes expired entries', () => {
    const { storage, clock, backend } = setup()
    const cache = storage.cache('portfolioCache', 30_000, z.number())
    cache.set('old', 1)
    clock.advance(30_000)
    cache.set('new', 2)
    expect(Object.keys(JSON.parse(backend.getItem('foyer:portfolioCache') ?? '{}'))).toEqual(['new'])
  })
})
