import { wrapError } from '../errors/codedErrors.js'
import type { PluginContext } from '../plugins/PluginDefinition.js'
import { nameCache } from './nameCache.js'
import { type NameRecord, reverseLookupSchema } from './nameRecordSchema.js'

type Context = Pick<PluginContext, 'api' | 'storage'>

/**
 * The names of an address (GET /v1/profile/reverse/{address}), newest first: the name cache is read before any
 * fetch, and an answer is kept 5 minutes (SPEC §9). A failed or malformed answer is 'Error fetching names for
 * address', and caches nothing.
 */
export async function namesForAddress(context: Context, address: string): Promise<NameRecord[]> {
  const cache = nameCache(context.storage)
  const cached = cache.namesOf(address)
  if (cached) return cached
  const names = await context.api.api
    .get({
      path: `/v1/profile/reverse/${encodeURIComponent(address)}`,
      query: { sender: address, apiVersion: '2' },
      schema: reverseLookupSchema,
    })
    .catch((error: unknown) => {
      throw wrapError(error, 'NAMES_FOR_ADDRESS_FAILED')
    })
  cache.remember(address, names)
  return names
}
