import type { StorageBackend } from './createStorage.js'

/** A backend that keeps values for the life of the page (when localStorage is missing or blocked). */
export function createMemoryBackend(): StorageBackend {
  const values = new Map<string, string>()
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  }
}

/** A backend that keeps nothing (server-side rendering). */
export const noopBackend: StorageBackend = {
  getItem: () => null,
  setItem: () => undefined,
  removeItem: () => undefined,
}

/**
 * The backend to use: the developer's, else localStorage when it really works, else memory in a
 * browser, else a no-op on a server.
 */
export function resolveStorageBackend(given?: StorageBackend): StorageBackend {
  if (given) return given
  if (typeof window === 'undefined') return noopBackend
  try {
    const storage = window.localStorage
    const probe = '__foyer_probe__'
    storage.setItem(probe, probe)
    storage.removeItem(probe)
    return storage
  } catch {
    return createMemoryBackend()
  }
}
