// The key-value storage a WalletConnect Core keeps its keys, pairings and sessions in (IKeyValueStorage of
// @walletconnect/keyvaluestorage). The test wallet keeps them in memory: nothing on disk in Node, nothing in the
// page's IndexedDB (which the dapp's own client uses) in a browser, and every wallet starts empty.
export interface KeyValueStorage {
  getKeys(): Promise<string[]>
  getEntries<T = any>(): Promise<[string, T][]>
  getItem<T = any>(key: string): Promise<T | undefined>
  setItem<T = any>(key: string, value: T): Promise<void>
  removeItem(key: string): Promise<void>
}

export function createMemoryStorage(): KeyValueStorage {
  const items = new Map<string, unknown>()
  // Values are copied in and out, as a real store serializes them.
  const copy = <T>(value: T): T => (value === undefined ? value : structuredClone(value))
  return {
    getKeys: async () => [...items.keys()],
    getEntries: async <T>() => [...items].map(([key, value]) => [key, copy(value) as T] as [string, T]),
    getItem: async <T>(key: string) => copy(items.get(key) as T | undefined),
    async setItem(key, value) {
      items.set(key, copy(value))
    },
    async removeItem(key) {
      items.delete(key)
    },
  }
}
