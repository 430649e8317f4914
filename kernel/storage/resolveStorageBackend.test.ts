import { afterEach, describe, expect, test, vi } from 'vitest'
import { createStorage } from './createStorage.js'
import { noopBackend, resolveStorageBackend } from './resolveStorageBackend.js'

/** A browser page whose localStorage is blocked or broken in the given way. */
function stubWindow(localStorage: () => unknown) {
  vi.stubGlobal('window', {
    get localStorage() {
      return localStorage()
    },
  })
}

const throwing = (name: string) => () => {
  throw new DOMException('The operation is insecure.', name)
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the storage backend', () => {
  test('a working localStorage is used as it is, and nothing is written to it to find out', () => {
    const values = new Map<string, string>()
    const written: string[] = []
    const localStorage = {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        written.push(key)
        values.set(key, value)
      },
      removeItem: (key: string) => {
        written.push(key)
        values.delete(key)
      },
    }
    stubWindow(() => localStorage)
    expect(resolveStorageBackend()).toBe(localStorage)
    expect(written).toEqual([])
  })

  test('when reading window.localStorage throws (blocked cookies), values live in memory for the page', () => {
    stubWindow(throwing('SecurityError'))
    const backend = resolveStorageBackend()
    expect(backend).not.toBe(noopBackend)
    const storage = createStorage({
      backend,
      prefix: 'foyer',
      logger: { warn: vi.fn(), error: vi.fn() },
      clock: { now: () => 0 },
    })
    storage.set('recentWallets', [{ id: 'abc', name: 'Test Wallet' }])
    expect(storage.get('recentWallets')).toEqual([{ id: 'abc', name: 'Test Wallet' }])
    expect(backend.getItem('foyer:recentWallets')).toBe(JSON.stringify([{ id: 'abc', name: 'Test Wallet' }]))
  })

  test('a localStorage that refuses writes (a full store) still gives what it holds; a refused write is logged', () => {
    const values = new Map([['foyer:recentWallets', JSON.stringify([{ id: 'abc', name: 'Test Wallet' }])]])
    stubWindow(() => ({
      getItem: (key: string) => values.get(key) ?? null,
      setItem: throwing('QuotaExceededError'),
      removeItem: (key: string) => void values.delete(key),
    }))
    const logger = { warn: vi.fn(), error: vi.fn() }
    const storage = createStorage({
      backend: resolveStorageBackend(),
      prefix: 'foyer',
      logger,
      clock: { now: () => 0 },
    })
    expect(storage.get('recentWallets')).toEqual([{ id: 'abc', name: 'Test Wallet' }])
    expect(() => storage.set('recentWallets', [])).not.toThrow()
    expect(logger.warn).toHaveBeenCalledWith('storage: could not write recentWallets', expect.any(DOMException))
  })

  test('when window.localStorage is null (storage turned off), values live in memory for the page', () => {
    stubWindow(() => null)
    const backend = resolveStorageBackend()
    expect(backend).not.toBe(noopBackend)
    backend.setItem('foyer:wallet', '{}')
    expect(backend.getItem('foyer:wallet')).toBe('{}')
  })

  test('each page gets its own memory', () => {
    stubWindow(throwing('SecurityError'))
    const first = resolveStorageBackend()
    const second = resolveStorageBackend()
    first.setItem('k', 'v')
    expect(second.getItem('k')).toBeNull()
  })

  test('a backend the developer gives wins, even in a browser', () => {
    stubWindow(throwing('SecurityError'))
    expect(resolveStorageBackend(noopBackend)).toBe(noopBackend)
  })

  test('on a server (no window) nothing is kept', () => {
    expect(typeof window).toBe('undefined')
    expect(resolveStorageBackend()).toBe(noopBackend)
  })
})
