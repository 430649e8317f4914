import type { PluginContext } from 'foyer'
import { wrapError } from 'foyer/kit'
import { nameZone } from './rules/nameRule.js'
import { nameSuggestionsSchema } from './schemas.js'

type Context = Pick<PluginContext, 'api'>

/**
 * Free names like `label` (GET /v1/profile/suggestions/{label}?zone=reown.id), in the API's order: those nobody
 * registered. A failed or malformed answer is 'Error fetching name suggestions'.
 */
export async function suggestNames(context: Context, label: string): Promise<string[]> {
  const { suggestions } = await context.api.api
    .get({
      path: `/v1/profile/suggestions/${encodeURIComponent(label)}`,
      query: { zone: nameZone },
      schema: nameSuggestionsSchema,
    })
    .catch((error: unknown) => {
      throw wrapError(error, 'NAME_SUGGESTIONS_FAILED')
    })
  return suggestions.filter((suggestion) => !suggestion.registered).map((suggestion) => suggestion.name)
}
