import { definePlugin } from 'foyer'
import { requestPayment } from './requestPayment.js'
import { initialPay, selectPay } from './state.js'
import { payManifest } from './manifest.js'

export type { PayPhase, PayRequest, PaySlice } from './state.js'

/**
 * Pay (`features.pay`, off by default): an app-initiated payment, `foyer.pay({ recipient, amount, asset,
 * network })`. Its view shows what is paid and to whom; a wallet connects first when none is; the transfer goes
 * through Send's (transferTokens). Loaded when the app first calls `pay()`.
 */
export const pay = definePlugin({
  manifest: payManifest,
  views: {
    WalletPay: { load: () => import('./views/PayView.js') },
  },
  actions: { pay: requestPayment },
  setup(context) {
    context.addSlice('pay', initialPay)
    // A payment waiting for a connection: the connect flow's Account is the pay view instead.
    return context.router.addGuard(({ to }) => {
      const { phase } = selectPay(context.store.getState())
      if (to?.view === 'Account' && (phase === 'connecting' || phase === 'review')) return { view: 'WalletPay' }
    })
  },
})
