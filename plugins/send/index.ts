import { definePlugin } from 'foyer'
import { sendableBalances } from './rules/sendableBalances.js'
import { initialSend, resetSendFields, updateSend } from './state.js'
import { sendManifest } from './manifest.js'

export type { SendSlice } from './state.js'

/**
 * Send (`features.send`, on by default): a form for a token, an amount and a receiver (an address or a name),
 * a preview with the network fee, and the transfer through the active adapter (SPEC §4).
 */
export const send = definePlugin({
  manifest: sendManifest,
  views: {
    WalletSend: { load: () => import('./views/SendView.js') },
    // It waits on the wallet: a wallet error pops it, with the error (SPEC §8).
    WalletSendPreview: { load: () => import('./views/SendPreview.js'), transaction: true },
  },
  setup(context) {
    context.addSlice('send', initialSend)
    // The form offers the active account's balances on the active network, as the account plugin reads them.
    const activeChain = () => {
      const state = context.store.getState()
      return state.activeNamespace ? state.chains[state.activeNamespace] : undefined
    }
    const syncBalances = () => {
      const chain = activeChain()
      const network = chain ? context.networks.active(chain.namespace) : undefined
      const balances = chain ? sendableBalances(chain.accountState, network) : []
      const native = balances.find((token) => token.address === undefined)
      updateSend(context, (draft) => {
        draft.tokenBalances = balances
        draft.networkBalanceInUSD = native?.value === undefined ? undefined : native.value.toFixed(2)
        draft.lastRetry = context.clock.now()
      })
    }
    const offBalances = context.store.select(activeChain, syncBalances)
    syncBalances()
    // SPEC §4: a network switch resets the send form.
    const onSwitched = () => updateSend(context, resetSendFields)
    context.bus.on('network:switched', onSwitched)
    return () => {
      offBalances()
      context.bus.off('network:switched', onSwitched)
    }
  },
})
