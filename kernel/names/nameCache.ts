import { cacheLifetimes } from '../storage/cacheLifetimes.js'
import type { FoyerStorage } from '../storage/FoyerStorage.js'
import { type NameRecord, reverseLookupAnswer } from './nameRecordRule.js'

/**
 * SPEC §9's name cache (ENS, 5 minutes) for reverse lookups: an address's names, as the data API answered them,
 * kept in the `nameCache` storage key under `reverse:<lower-cased address>` (the query cache's stored copy of
 * `names:reverse:<lower-cased address>`).
 */
export function nameCache(storage: Pick<FoyerStorage, 'cache'>) {
  const cache = storage.cache('nameCache', cacheLifetimes.ens, reverseLookupAnswer)
  const key = (address: string) => `reverse:${address.toLowerCase()}`
  return {
    /** The query cache's key of the address's names. */
    queryKey: (address: string) => `names:${key(address)}`,
    /** Where the query cache keeps the address's names across reloads. */
    stored: (address: string) => ({ cache, id: key(address) }),
    /** The address's names while fresh, else undefined. */
    namesOf: (address: string): NameRecord[] | undefined => cache.get(key(address)),
    remember: (address: string, names: NameRecord[]) => cache.set(key(address), names),
  }
}
