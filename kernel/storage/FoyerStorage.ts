import type { StorageKeys } from '../registries.js'

export interface Schema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown }
}

export interface TtlCache<T> {
  get(id: string): T | undefined
  set(id: string, value: T): void
  delete(id: string): void
  clear(): void
}

export interface FoyerStorage {
  /** The stored value, parsed by its key's schema; garbage is removed and reads as undefined. */
  get<K extends keyof StorageKeys & string>(key: K): StorageKeys[K] | undefined
  /** Stores a value; a full or missing storage is logged, never thrown. */
  set<K extends keyof StorageKeys & string>(key: K, value: StorageKeys[K]): void
  remove(key: keyof StorageKeys & string): void
  /** The backend's key for `key` (with the instance's prefix), e.g. to match another tab's `storage` event. */
  key(key: keyof StorageKeys & string): string
  /** A value read elsewhere (another tab's `storage` event), parsed by its key's schema; nothing is written. */
  parse<K extends keyof StorageKeys & string>(key: K, text: string): StorageKeys[K] | undefined
  /** Registers the schema of a key a plugin adds (the kernel registers its own). */
  register<K extends keyof StorageKeys & string>(key: K, schema: Schema<StorageKeys[K]>): void
  /** A cache of entries that expire `ttlMs` after they were written, kept under `key`. */
  cache<T>(key: keyof StorageKeys & string, ttlMs: number, schema: Schema<T>): TtlCache<T>
}
