import { definePlugin } from 'foyer'
import { initialSwaps, updateSwaps } from './state.js'
import { swapsManifest } from './manifest.js'

export type { SwapsSlice, SwapQuote } from './state.js'

/**
 * Swaps (remote feature `swaps`): the Swap view with the active chain's tokens, live quotes from the data API's
 * convert routes, and the approval and swap through the active adapter (SPEC §2, §5, §9).
 */
export const swaps = definePlugin({
  manifest: swapsManifest,
  views: {
    Swap: { load: () => import('./views/SwapView.js') },
    SwapSelectToken: { load: () => import('./views/SwapSelectToken.js') },
    // It waits on the wallet: a wallet error pops it, with the error (SPEC §8).
    SwapPreview: { load: () => import('./views/SwapPreview.js'), transaction: true },
  },
  setup(context) {
    context.addSlice('swaps', initialSwaps)
    // A network switch empties the form: the tokens are the new network's.
    const onSwitched = () =>
      updateSwaps(context, (draft) => {
        Object.assign(draft, initialSwaps)
      })
    context.bus.on('network:switched', onSwitched)
    return () => context.bus.off('network:switched', onSwitched)
  },
})
