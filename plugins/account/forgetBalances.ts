import type { Namespace, PluginContext } from 'foyer'
import { balancesKey } from './balancesKey.js'

declare module 'foyer' {
  interface Events {
    /** A plugin moved funds of the active account (a send, a swap): its balances are read again. */
    'account:balancesChanged': { namespace: Namespace }
  }
}

/**
 * Invalidates the cached balances (native, tokens, NFTs) of the active account on its network, their stored
 * copies with them.
 */
export function forgetBalances(context: Pick<PluginContext, 'store' | 'cache'>): void {
  const state = context.store.getState()
  const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
  const address = chain?.accountState.address
  if (!address || !chain.activeNetworkId) return
  context.cache.invalidate(balancesKey(chain.activeNetworkId, address))
}
