import type { Clock } from '../clock.js'
import type { Logger } from '../createLogger.js'
import type { FoyerStorage, Schema } from './FoyerStorage.js'
import { type CacheRecord, cacheRecordSchema, kernelStorageSchemas } from './storageKeys.js'

export type StorageBackend = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface CreateStorageParameters {
  /** Where values go; `resolveStorageBackend` picks localStorage, memory or a no-op. */
  backend: StorageBackend
  prefix: string
  logger: Pick<Logger, 'warn' | 'error'>
  clock: Pick<Clock, 'now'>
}

/**
 * Typed keys over a Storage-like backend. Every read is parsed by the key's schema; garbage is
 * removed and reads as undefined; a backend that throws (missing, full, blocked) is logged, never
 * thrown at the visitor, and a key it refuses to write is removed rather than left with its older value.
 */
export function createStorage({ backend, prefix, logger, clock }: CreateStorageParameters): FoyerStorage {
  const schemas = new Map<string, Schema<unknown>>(Object.entries(kernelStorageSchemas))
  const name = (key: string) => `${prefix}:${key}`

  const remove = (key: string) => {
    try {
      backend.removeItem(name(key))
    } catch (error) {
      logger.warn(`storage: could not remove ${key}`, error)
    }
  }

  /** `text` as JSON, parsed by `schema`; why not, when it is garbage. */
  const decode = <T>(text: string, schema: Schema<T>): { value: T } | { garbage: string } => {
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      return { garbage: 'it was not JSON' }
    }
    const parsed = schema.safeParse(raw)
    return parsed.success ? { value: parsed.data } : { garbage: 'it did not match its schema' }
  }

  const read = <T>(key: string, schema: Schema<T> | undefined): T | undefined => {
    if (!schema) {
      logger.error(`storage: no schema is registered for ${key}`)
      return undefined
    }
    let text: string | null
    try {
      text = backend.getItem(name(key))
    } catch (error) {
      logger.warn(`storage: could not read ${key}`, error)
      return undefined
    }
    if (text === null) return undefined
    const decoded = decode(text, schema)
    if ('value' in decoded) return decoded.value
    logger.warn(`storage: dropped ${key}, ${decoded.garbage}`)
    remove(key)
    return undefined
  }

  const write = (key: string, value: unknown) => {
    try {
      backend.setItem(name(key), JSON.stringify(value))
    } catch (error) {
      logger.warn(`storage: could not write ${key}`, error)
      // The value before would be read back (on the next page too) as if it were this one: it goes, and frees its room.
      remove(key)
    }
  }

  return {
    get: (key) => read(key, schemas.get(key)) as never,
    set: write,
    remove,
    key: name,
    parse(key, text) {
      const schema = schemas.get(key)
      const decoded = schema ? decode(text, schema) : undefined
      return decoded && 'value' in decoded ? (decoded.value as never) : undefined
    },
    register(key, schema) {
      schemas.set(key, schema as Schema<unknown>)
    },
    cache<T>(key: string, ttlMs: number, schema: Schema<T>) {
      const load = (): CacheRecord => read(key, cacheRecordSchema) ?? {}
      const save = (record: CacheRecord) => write(key, record)
      return {
        get(id) {
          const entry = load()[id]
          if (!entry) return undefined
          const parsed = schema.safeParse(entry.value)
          if (entry.expiresAt > clock.now() && parsed.success) return parsed.data
          const record = load()
          delete record[id]
          save(record)
          return undefined
        },
        set(id, value) {
          const now = clock.now()
          const record = Object.fromEntries(Object.entries(load()).filter(([, entry]) => entry.expiresAt > now))
          record[id] = { expiresAt: now + ttlMs, value }
          save(record)
        },
        delete(id) {
          const record = load()
          delete record[id]
          save(record)
        },
        clear: () => remove(key),
      }
    },
  }
}
