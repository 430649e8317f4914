import { definePlugin } from 'foyer'
import { forgetBalances } from './forgetBalances.js'
import { loadIdentity } from './identity.js'
import { initialNativeBalance, refreshAccountDetails } from './nativeBalance.js'
import { initialTokens, refreshTokenBalances } from './tokens/refreshTokenBalances.js'

declare module 'foyer' {
  interface Views {
    ProfileWallets: undefined
  }
}

/** The Account view with its tabs, and ProfileWallets (built in, loaded on first open; each view when shown). */
export const account = definePlugin({
  id: 'account',
  views: {
    Account: { title: 'Account', load: () => import('./views/AccountView.js') },
    ProfileWallets: { title: 'Wallets', load: () => import('./views/ProfileWalletsView.js') },
  },
  tabs: [
    { id: 'tokens', label: 'Tokens', load: () => import('./views/TokensTab.js') },
    { id: 'nfts', label: 'NFTs', load: () => import('./views/NftsTab.js') },
  ],
  setup(context) {
    context.addSlice('tokens', initialTokens)
    context.addSlice('nativeBalance', initialNativeBalance)
    // The account's name, balance, explorer link and tokens follow the active address and network.
    const refresh = () => {
      void loadIdentity(context)
      void refreshAccountDetails(context, { fresh: true })
      void refreshTokenBalances(context)
    }
    const off = context.store.select(
      (state) => {
        const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
        return chain?.accountState.status === 'connected'
          ? `${chain.activeNetworkId}:${chain.accountState.address}`
          : ''
      },
      (key) => key && refresh(),
    )
    // After a send (or any plugin that moved funds), the balances are read again, past their caches.
    const onBalancesChanged = () => {
      forgetBalances(context)
      void refreshAccountDetails(context)
      void refreshTokenBalances(context)
    }
    context.bus.on('account:balancesChanged', onBalancesChanged)
    refresh()
    return () => {
      off()
      context.bus.off('account:balancesChanged', onBalancesChanged)
    }
  },
})
