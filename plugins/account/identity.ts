import { cacheLifetimes, type PluginContext } from 'foyer'
import { type Identity, identitySchema } from './schemas.js'

type Context = Pick<PluginContext, 'api' | 'storage' | 'store' | 'logger' | 'options' | 'account'>

/**
 * The profile name and avatar of the active address (GET /v1/identity/{address}), cached 5 minutes
 * (SPEC §9), written to its account state. Without an identity name, the address's first registered name
 * (the names plugin's reverse lookup, its name cache read first; its code loads only then). A failure leaves
 * them empty.
 */
export async function loadIdentity(context: Context): Promise<void> {
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const address = namespace ? state.chains[namespace]?.accountState.address : undefined
  if (!namespace || namespace !== 'eip155' || !address) return
  const cache = context.storage.cache('identityCache', cacheLifetimes.identity, identitySchema)
  let identity: Identity | undefined = cache.get(address)
  if (!identity) {
    identity = await context.api.api
      .get({ path: `/v1/identity/${address}`, query: { sender: address }, schema: identitySchema })
      .catch((error: unknown) => {
        context.logger.warn('identity', error)
        return undefined
      })
    if (!identity) return
    cache.set(address, identity)
  }
  const name = identity.name ?? (await registeredName(context, address))
  context.account.setProfile(namespace, address, { name: name ?? null, avatar: identity.avatar ?? null })
}

/** The address's newest registered name, when the names feature is on; a failed lookup is logged, and none. */
async function registeredName(context: Context, address: string): Promise<string | undefined> {
  if (!(context.store.getState().features ?? context.options.features).names) return undefined
  const { namesForAddress } = await import('../names/namesForAddress.js')
  const names = await namesForAddress(context, address).catch((error: unknown) => {
    context.logger.warn('names', error)
    return []
  })
  return names[0]?.name
}
