import type { PluginContext } from 'foyer'
import { namesForAddress } from 'foyer/kit'

/** The address's newest registered name (the names service's reverse lookup, its cache first); a failure: none, logged. */
export async function newestName(
  context: Pick<PluginContext, 'api' | 'storage' | 'cache' | 'logger'>,
  address: string,
) {
  const names = await namesForAddress(context, address).catch((error: unknown) => {
    context.logger.warn('names', error)
    return []
  })
  return names[0]?.name
}
