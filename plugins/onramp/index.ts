import { definePlugin } from 'foyer'
import { onrampUnavailable } from './rules/restrictedRegion.js'
import { initialOnramp, updateOnramp } from './state.js'

export type { OnrampSlice } from './state.js'

/**
 * Onramp (remote feature `onramp`): the Account view's Buy button, a form (what, how much, which provider), a
 * quote, and the provider's checkout in a popup, awaited until the wallet is credited (SPEC §3, §7, §8, §9). In a
 * restricted timezone (SPEC §5) Buy is hidden, with a note (`onrampInRestrictedRegions` overrides).
 */
export const onramp = definePlugin({
  id: 'onramp',
  views: {
    Onramp: { title: 'Buy', load: () => import('./views/OnrampView.js') },
    OnrampQuote: { title: 'Quote', load: () => import('./views/OnrampQuoteView.js') },
    OnrampCheckout: { title: 'Checkout', load: () => import('./views/OnrampCheckoutView.js') },
  },
  // The catalogue's stand-in asks the same rule (loading it), so the button is the same before and after this code.
  walletFeatures: [
    { id: 'onramp', label: 'Buy', view: 'Onramp', unavailable: (options) => onrampUnavailable(options) },
  ],
  setup(context) {
    context.addSlice('onramp', initialOnramp)
    // A network switch empties the form: what one can buy is the new network's.
    const onSwitched = () =>
      updateOnramp(context.store, (draft) => {
        Object.assign(draft, { ...initialOnramp, options: draft.options, optionsFallback: draft.optionsFallback })
      })
    context.bus.on('network:switched', onSwitched)
    return () => context.bus.off('network:switched', onSwitched)
  },
})
