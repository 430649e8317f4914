import type { NameRecord } from '../../../../plugins/names/schemas.js'

/** The suffixes the product recognises (SPEC §9); `.reown.id` is current, `.wcn.id` legacy. */
export const nameZones = ['reown.id', 'wcn.id'] as const

/** A label is letters, digits and hyphens, at least 4 characters (SPEC §5). */
export const labelPattern = /^[a-zA-Z0-9-]{4,}$/

/** Registered names, in memory, keyed by the lower-cased full name. */
export function createNameStore() {
  const records = new Map<string, NameRecord>()
  return {
    get: (name: string) => records.get(name.toLowerCase()),
    isRegistered: (name: string) => records.has(name.toLowerCase()),
    add(record: NameRecord) {
      records.set(record.name.toLowerCase(), record)
    },
    /** The names pointing at `address` on any coin type, newest first. */
    byAddress(address: string) {
      const wanted = address.toLowerCase()
      return [...records.values()]
        .filter((record) => Object.values(record.addresses).some((entry) => entry.address.toLowerCase() === wanted))
        .reverse()
    },
    all: () => [...records.values()],
    clear: () => records.clear(),
  }
}
export type NameStore = ReturnType<typeof createNameStore>
