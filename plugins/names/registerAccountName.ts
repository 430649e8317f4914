import type { PluginContext } from 'foyer'
import { coinTypeOf, foyerError, nameCache } from 'foyer/kit'
import { namesErrors } from './namesErrors.js'
import { registrationMessage } from './rules/registrationMessage.js'
import { registerNameSchema } from './schemas.js'

type Context = Pick<
  PluginContext,
  'store' | 'adapters' | 'api' | 'storage' | 'cache' | 'clock' | 'networks' | 'account'
>

/**
 * SPEC §4's name registration for the active EVM account: the service's message signed by the connected wallet,
 * then coin type, address, signature and message POSTed to /v1/profile/account. On success the name is the
 * account's profile name and the address's entry of the name cache. A chain id ≥ 2^31 is 'Invalid chainId'; a
 * refusal or failure is 'Error registering name {name}' (or the API's first reason), and nothing changes.
 */
export async function registerAccountName(context: Context, name: string): Promise<string> {
  const state = context.store.getState()
  const address = state.chains.eip155?.accountState.address
  const connectorId = state.activeConnectorIds.eip155
  const network = context.networks.active('eip155')
  if (!address || !connectorId || !network) throw foyerError('ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND')
  const coinType = coinTypeOf(Number(network.id))
  const message = registrationMessage(name, context.clock.now())
  const record = await (async () => {
    const signature = await context.adapters.getOrThrow('eip155').signMessage({ connectorId, address, message })
    return context.api.api.post({
      path: '/v1/profile/account',
      body: { coin_type: coinType, address, message, signature },
      schema: registerNameSchema,
      // Not idempotent: a retry after a lost answer would be refused as taken.
      retries: 0,
    })
  })().catch((error: unknown) => {
    throw namesErrors.registerFailed(name, error)
  })
  const names = nameCache(context.storage)
  const known = names.namesOf(address) ?? []
  context.cache.set(names.queryKey(address), [record, ...known], names.stored(address))
  context.account.setProfile('eip155', address, { name: record.name })
  return record.name
}
