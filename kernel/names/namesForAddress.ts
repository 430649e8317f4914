import { wrapError } from '../errors/codedErrors.js'
import type { PluginContext } from '../plugins/PluginDefinition.js'
import { cacheLifetimes } from '../storage/cacheLifetimes.js'
import { nameCache } from './nameCache.js'
import { type NameRecord, reverseLookupAnswer } from './nameRecordRule.js'

type Context = Pick<PluginContext, 'api' | 'storage' | 'cache'>

/**
 * The names of an address (GET /v1/profile/reverse/{address}), newest first, through the query cache: the stored
 * name cache is read before any fetch, and an answer is kept 5 minutes (SPEC §9). A failed or malformed answer is
 * 'Error fetching names for address', and caches nothing.
 */
export function namesForAddress(context: Context, address: string): Promise<NameRecord[]> {
  const cache = nameCache(context.storage)
  const load = () =>
    context.api.api
      .get({
        path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
        query: { sender: address, apiVersion: '2' },
        schema: reverseLookupAnswer,
      })
      .catch((error: unknown) => {
        throw wrapError(error, 'NAMES_FOR_ADDRESS_FAILED')
      })
  return context.cache.fetch(cache.queryKey(address), load, {
    staleTime: cacheLifetimes.ens,
    stored: cache.stored(address),
  })
}
