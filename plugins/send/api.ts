import { cacheLifetimes, type PluginContext } from 'foyer'
import { wrapError } from 'foyer/kit'
import { coinTypeOf, namesForAddress } from 'foyer/kit'
import * as z from 'zod/mini'
import { sendErrors } from './sendErrors.js'

/** What the send form needs of a name record (GET /v1/profile/account/{name}, SERVICES.md §1.6). */
const nameRecordSchema = z.object({
  name: z.string(),
  attributes: z.nullish(z.record(z.string(), z.string())),
  addresses: z.record(z.string(), z.object({ address: z.string() })),
})
/** With apiVersion=2 a name nobody registered answers `[]`. */
export const nameAnswerSchema = z.union([nameRecordSchema, z.tuple([])])

const resolvedSchema = z.object({ address: z.string(), name: z.string(), avatar: z.optional(z.string()) })
export type ResolvedName = z.infer<typeof resolvedSchema>

const addressPattern = /^0x[0-9a-fA-F]{40}$/

type Context = Pick<PluginContext, 'api' | 'storage' | 'cache'>

/**
 * The address a name points to on an EVM chain: the chain's coin type, else the first it has. Asked of
 * /v1/profile/account/{name} through the query cache, fresh 5 minutes and kept in the stored name cache (SPEC §9).
 * A name with no address is SEND_NAME_NOT_FOUND; a failed lookup is 'Error resolving name'.
 */
export function resolveName(context: Context, name: string, chainId: number): Promise<ResolvedName> {
  const stored = context.storage.cache('nameCache', cacheLifetimes.ens, resolvedSchema)
  const key = `${chainId}:${name}`
  return context.cache.fetch(`names:resolve:${key}`, () => askName(context, name, chainId), {
    staleTime: cacheLifetimes.ens,
    stored: { cache: stored, id: key },
  })
}

async function askName(context: Context, name: string, chainId: number): Promise<ResolvedName> {
  const answer = await context.api.api
    .get({
      path: `/v1/profile/account/${encodeURIComponent(name)}`,
      query: { apiVersion: '2' },
      schema: nameAnswerSchema,
    })
    .catch((error: unknown) => {
      throw wrapError(error, 'NAME_RESOLVE_FAILED')
    })
  const record = Array.isArray(answer) ? undefined : answer
  const entry = record?.addresses[String(coinTypeOf(chainId))] ?? Object.values(record?.addresses ?? {})[0]
  if (!record || !entry || !addressPattern.test(entry.address)) throw sendErrors.nameNotFound(name)
  const avatar = record.attributes?.avatar
  return { address: entry.address, name: record.name, ...(avatar ? { avatar } : {}) }
}

/**
 * The registered name of a receiver given as an address (eip155), to show beside it: the names plugin's reverse
 * lookup, its name cache read first. A failed lookup is logged and shows no name; the send goes on.
 */
export async function nameOfAddress(
  context: Context & Pick<PluginContext, 'logger'>,
  address: string,
): Promise<ResolvedName | undefined> {
  const records = await namesForAddress(context, address).catch((error: unknown) => {
    context.logger.warn('names', error)
    return []
  })
  const record = records[0]
  const avatar = record?.attributes?.avatar
  return record ? { address, name: record.name, ...(avatar ? { avatar } : {}) } : undefined
}
