import { cacheLifetimes, type Network, type PluginContext } from 'foyer'
import * as z from 'zod/mini'

const cachedBalance = z.object({ balance: z.string(), symbol: z.string() })
type Context = Pick<PluginContext, 'adapters' | 'storage'>

/**
 * The native balance of an address on a network: the 30 s balance cache is read first (SPEC §9), then
 * the namespace's adapter is asked. Undefined when the adapter cannot tell balances.
 */
export async function loadNativeBalance(context: Context, address: string, network: Network) {
  const namespace = network.chainNamespace
  if (!context.adapters.has(namespace, 'getBalance')) return undefined
  const cache = context.storage.cache('balanceCache', cacheLifetimes.nativeBalance, cachedBalance)
  const key = `${network.caipNetworkId}:${address}`
  const cached = cache.get(key)
  if (cached) return cached
  const fresh = await context.adapters.capability(namespace, 'getBalance')({ address, network })
  cache.set(key, fresh)
  return fresh
}
