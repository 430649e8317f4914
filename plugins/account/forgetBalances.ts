import { cacheLifetimes, type Namespace, type PluginContext } from 'foyer'

const anyValue = { safeParse: (value: unknown) => ({ success: true as const, data: value }) }

declare module 'foyer' {
  interface Events {
    /** A plugin moved funds of the active account (a send, a swap): its balances are read again. */
    'account:balancesChanged': { namespace: Namespace }
  }
}

/** Drops the cached native balance and token balances of the active account on its network. */
export function forgetBalances(context: Pick<PluginContext, 'store' | 'storage'>): void {
  const state = context.store.getState()
  const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
  const address = chain?.accountState.address
  if (!address || !chain.activeNetworkId) return
  const key = `${chain.activeNetworkId}:${address}`
  context.storage.cache('balanceCache', cacheLifetimes.nativeBalance, anyValue).delete(key)
  context.storage.cache('portfolioCache', cacheLifetimes.portfolio, anyValue).delete(key)
}
