import type { PluginContext } from 'foyer'
import { wrapError } from 'foyer/kit'
import { type NameRecord, nameLookupSchema } from './schemas.js'

type Context = Pick<PluginContext, 'api'>

/**
 * A name's record (GET /v1/profile/account/{name}?apiVersion=2), or undefined when nobody registered it (the API
 * answers `[]`): what the register view checks availability with. A failed lookup is 'Error resolving name'.
 */
export async function lookupName(context: Context, name: string): Promise<NameRecord | undefined> {
  const answer = await context.api.api
    .get({
      path: `/v1/profile/account/${encodeURIComponent(name)}`,
      query: { apiVersion: '2' },
      schema: nameLookupSchema,
    })
    .catch((error: unknown) => {
      throw wrapError(error, 'NAME_RESOLVE_FAILED')
    })
  return Array.isArray(answer) ? undefined : answer
}
