import type { Namespace, PluginContext } from 'foyer'
import { balancesKey } from './balancesKey.js'

declare module 'foyer' {
  interface Events {
    /** A plugin moved funds of the active account (a send, a swap): its balances are read again. */
    'account:balancesChanged': {
      namespace: Namespace
      /** The CAIP-10 addresses of the tokens that moved: the data API refreshes them first (its `forceUpdate`). */
      tokens?: string[]
    }
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
