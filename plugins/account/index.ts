import { definePlugin, type Events, type FoyerState } from 'foyer'
import { loadAgain } from 'foyer/kit'
import type { NativeBalanceSlice } from './nativeBalance.js'
import type { TokensSlice } from './tokens/refreshTokenBalances.js'
import { accountManifest } from './manifest.js'

declare module 'foyer' {
  interface Views {
    ProfileWallets: undefined
  }
}

/** The Account view with its tabs, and ProfileWallets (built in, loaded on first open; each view when shown). */
export const account = definePlugin({
  manifest: accountManifest,
  views: {
    Account: { load: () => import('./views/AccountView.js') },
    ProfileWallets: { load: () => import('./views/ProfileWalletsView.js') },
  },
  tabs: { tokens: () => import('./views/TokensTab.js'), nfts: () => import('./views/NftsTab.js') },
  setup(context) {
    context.addSlice('tokens', { status: 'idle' } satisfies TokensSlice)
    context.addSlice('nativeBalance', { status: 'idle' } satisfies NativeBalanceSlice)
    // The account's name, balance, explorer link and tokens follow the active address and network; their
    // code loads with the first connected account (accountDetails.ts).
    // A failed load is tried again on the next change, from a fresh URL where the browser keeps failures.
    let failures = 0
    const run = (action: 'refreshAccount' | 'refreshBalances', changed?: Events['account:balancesChanged']) =>
      loadAgain(() => import('./accountDetails.js'), failures)
        .then((details) => details[action](context, changed))
        .catch((error: unknown) => {
          failures++
          context.logger.warn('the account details could not load', error)
        })
    const connectedKey = (state: FoyerState) => {
      const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
      return chain?.accountState.status === 'connected' ? `${chain.activeNetworkId}:${chain.accountState.address}` : ''
    }
    const off = context.store.select(connectedKey, (key) => key && run('refreshAccount'))
    // After a send (or any plugin that moved funds), the balances are read again, past their caches.
    const onBalancesChanged = (changed: Events['account:balancesChanged']) => void run('refreshBalances', changed)
    context.bus.on('account:balancesChanged', onBalancesChanged)
    if (connectedKey(context.store.getState())) void run('refreshAccount')
    return () => {
      off()
      context.bus.off('account:balancesChanged', onBalancesChanged)
    }
  },
})
