import { cacheLifetimes, type PluginContext } from 'foyer'
import { isImageSource } from 'foyer/kit'
import { type Identity, identitySchema } from './schemas.js'

type Context = Pick<PluginContext, 'api' | 'storage' | 'cache' | 'store' | 'logger' | 'options' | 'account'>

/**
 * The profile name and avatar of the active address (GET /v1/identity/{address}), through the query cache: fresh
 * 5 minutes and kept in the stored identity cache (SPEC §9), written to its account state. Without an identity
 * name, the address's first registered name (the names plugin's reverse lookup, its name cache read first; its
 * code loads only then). A failure leaves them empty.
 */
export async function loadIdentity(context: Context): Promise<void> {
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const address = namespace ? state.chains[namespace]?.accountState.address : undefined
  if (!namespace || namespace !== 'eip155' || !address) return
  const stored = context.storage.cache('identityCache', cacheLifetimes.identity, identitySchema)
  const identity: Identity | undefined = await context.cache
    .fetch(
      `identity:${address}`,
      () =>
        context.api.api.get({ path: `/v1/identity/${address}`, query: { sender: address }, schema: identitySchema }),
      { staleTime: cacheLifetimes.identity, stored: { cache: stored, id: address } },
    )
    .catch((error: unknown) => {
      context.logger.warn('identity', error)
      return undefined
    })
  if (!identity) return
  const name = identity.name ?? (await registeredName(context, address))
  // An avatar that is no image source (setProfile refuses it) is left out; the name still shows.
  const avatar = identity.avatar && isImageSource(identity.avatar) ? identity.avatar : null
  context.account.setProfile(namespace, address, { name: name ?? null, avatar })
}

/** The address's newest registered name, when the names feature is on; a failed lookup is logged, and none. */
async function registeredName(context: Context, address: string): Promise<string | undefined> {
  if (!(context.store.getState().features ?? context.options.features).names) return undefined
  // Its code loads only then, apart from the Account view's.
  const { newestName } = await import('./newestName.js')
  return newestName(context, address)
}
