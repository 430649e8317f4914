import { definePlugin } from 'foyer'
import { initialOnramp, updateOnramp } from './state.js'
import { onrampManifest } from './manifest.js'

export type { OnrampSlice } from './state.js'

/**
 * Onramp (remote feature `onramp`): the Account view's Buy button, a form (what, how much, which provider), a
 * quote, and the provider's checkout in a popup, awaited until the wallet is credited (SPEC §3, §7, §8, §9). In a
 * restricted timezone (SPEC §5) Buy is hidden, with a note (`onrampInRestrictedRegions` overrides).
 */
export const onramp = definePlugin({
  manifest: onrampManifest,
  views: {
    Onramp: { load: () => import('./views/OnrampView.js') },
    OnrampQuote: { load: () => import('./views/OnrampQuoteView.js') },
    OnrampCheckout: { load: () => import('./views/OnrampCheckoutView.js') },
  },
  setup(context) {
    context.addSlice('onramp', initialOnramp)
    // A network switch empties the form: what one can buy is the new network's.
    const onSwitched = () =>
      updateOnramp(context, (draft) => {
        Object.assign(draft, { ...initialOnramp, options: draft.options, optionsFallback: draft.optionsFallback })
      })
    context.bus.on('network:switched', onSwitched)
    return () => context.bus.off('network:switched', onSwitched)
  },
})
