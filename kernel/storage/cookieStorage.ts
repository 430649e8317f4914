import type { StorageBackend } from './createStorage.js'

export interface CookieStorageOptions {
  /** On the server: the request's `Cookie` header. In a browser, `document.cookie` is read instead. */
  cookie?: string | null
  /** How long a stored connection lives in its cookie, in days (default 365). */
  maxAgeDays?: number
}

/** The keys the first paint needs (the stored connections and the active network); the rest stay local. */
const inCookie = /:(connections|activeNetwork)$/

/**
 * A `storage` option for server rendering, as wagmi's `cookieStorage`: the stored connection travels in a
 * cookie, so a server given the request's cookies renders the connected button, and the browser's first
 * render (and hydration) agrees. Every other key (caches, recent wallets) stays in localStorage, or in memory
 * where there is none, so the cookie stays small.
 */
export function cookieStorage(options: CookieStorageOptions = {}): StorageBackend {
  const memory = new Map<string, string>()
  const browser = typeof document !== 'undefined'
  const local = (): StorageBackend | undefined => {
    try {
      return browser ? globalThis.localStorage : undefined
    } catch {
      return undefined
    }
  }
  const readCookie = (name: string): string | null => {
    const source = browser ? document.cookie : (options.cookie ?? '')
    for (const part of source.split(';')) {
      const [key = '', ...value] = part.trim().split('=')
      if (decodeURIComponent(key) === name) return decodeURIComponent(value.join('='))
    }
    return null
  }
  const writeCookie = (name: string, value: string, maxAge: number) => {
    if (!browser) return
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is async, and storage is read synchronously
    document.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax`
  }
  const maxAge = Math.round((options.maxAgeDays ?? 365) * 86_400)
  return {
    getItem: (name) => (inCookie.test(name) ? readCookie(name) : (local()?.getItem(name) ?? memory.get(name) ?? null)),
    setItem(name, value) {
      if (inCookie.test(name)) return writeCookie(name, value, maxAge)
      const storage = local()
      if (storage) storage.setItem(name, value)
      else memory.set(name, value)
    },
    removeItem(name) {
      if (inCookie.test(name)) return writeCookie(name, '', 0)
      local()?.removeItem(name)
      memory.delete(name)
    },
  }
}
