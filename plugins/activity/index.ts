import { definePlugin } from 'foyer'
import { loadTransactions } from './loadTransactions.js'
import { initialActivity } from './state.js'
import { activityManifest } from './manifest.js'

export type { ActivitySlice } from './state.js'

/**
 * Activity (`features.activity`, a remote feature, on by default): the Account view's Activity tab, the active
 * eip155 account's history on the active network (SPEC §4), paged by cursor. Its code loads when the tab is
 * first chosen; it reads the history again when the account or network changes and after a send or a swap.
 */
export const activity = definePlugin({
  manifest: activityManifest,
  tabs: { activity: () => import('./views/ActivityTab.js') },
  setup(context) {
    context.addSlice('activity', initialActivity)
    const refresh = () => void loadTransactions(context, 'first')
    const off = context.store.select((state) => {
      const chain = state.activeNamespace === 'eip155' ? state.chains.eip155 : undefined
      return chain?.accountState.status === 'connected' ? `${chain.activeNetworkId}:${chain.accountState.address}` : ''
    }, refresh)
    // A send or a swap moved funds (the account plugin reads the balances again on the same event).
    const moved = () => void loadTransactions(context, 'first', { fresh: true })
    context.bus.on('account:balancesChanged', moved)
    refresh()
    return () => {
      off()
      context.bus.off('account:balancesChanged', moved)
    }
  },
})
