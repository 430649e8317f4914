import { type Namespace, type PluginContext, sleep } from 'foyer'
import { holdingGain, holdingOf } from './rules/holding.js'
import type { CheckoutPurchase } from './rules/checkoutPurchase.js'
import { updateOnramp } from './state.js'

type Context = Pick<PluginContext, 'store' | 'updateSlice' | 'bus' | 'clock' | 'router' | 'track'>

/** SPEC §9: a closed popup is checked for every second. */
export const popupCheckMs = 1000
/** How long balances are watched for the credit after the visitor returns (longer once the popup closed). */
const watchMs = { returned: 3000, closed: 6000 }
/** A checkout left open longer than this is no longer watched (the view stays on its pending purchase). */
export const checkoutLifetimeMs = 30 * 60_000

/** What one look found: a credit (its amount, when known), a failed purchase, or one still under way. */
type Found = { credited: string | undefined } | { failed: true } | { pending: true } | undefined

/**
 * Waits for a checkout: every second it looks whether the popup closed, and on the visitor's return (focus) or a
 * close it reads the balances again (`account:balancesChanged`) and, for Coinbase (`purchase`), where the provider
 * says the purchase stands. When the holding rose, or Coinbase reports the purchase bought, the checkout is credited;
 * when Coinbase reports it failed, the view says so. When the popup closed with neither, the view goes back to the
 * amount, or, when the purchase goes to another network (`elsewhere`, where a purchase Coinbase reports bought ends the
 * same way), says where to look for it; a purchase Coinbase reports under way is waited for (the next look reads
 * again). Returns its stop.
 */
export function watchCheckout(
  context: Context,
  watched: {
    popup: Window | null
    namespace: Namespace
    symbol: string
    before: string
    provider: string
    elsewhere?: boolean
    purchase?: () => Promise<CheckoutPurchase | undefined>
  },
): () => void {
  let done = false
  let checking = false
  const holding = () => {
    const state = context.store.getState()
    return holdingOf(state.chains[watched.namespace]?.accountState, watched.symbol)
  }
  const stop = () => {
    done = true
    clearInterval(timer)
    context.clock.clearTimeout(lifetime)
    window.removeEventListener('focus', onFocus)
  }
  const lookWithin = async (ms: number): Promise<Found> => {
    let reported: CheckoutPurchase | undefined
    void watched.purchase?.().then((purchase) => {
      reported = purchase
    })
    const until = context.clock.now() + ms
    while (!done && context.clock.now() < until) {
      const gain = holdingGain(watched.before, holding())
      if (gain) return { credited: gain }
      // Bought, but on Ethereum (`elsewhere`): nothing to see here, so a closed popup says where to look.
      if (reported?.status === 'succeeded') return watched.elsewhere ? undefined : { credited: reported.amount }
      if (reported?.status === 'failed') return { failed: true }
      await sleep(context.clock, 250)
    }
    return reported?.status === 'pending' ? { pending: true } : undefined
  }
  const finish = (checkout: { status: 'credited' | 'failed' | 'elsewhere'; credited?: string }) => {
    stop()
    updateOnramp(context, (draft) => {
      draft.checkout = checkout
    })
  }
  const check = async (closed: boolean) => {
    if (checking || done) return
    checking = true
    context.bus.emit('account:balancesChanged', { namespace: watched.namespace })
    const found = await lookWithin(closed ? watchMs.closed : watchMs.returned)
    checking = false
    const { provider, symbol } = watched
    if (done || (found && 'pending' in found)) return
    if (found && 'credited' in found) {
      context.track('BUY_SUCCESS', { provider, symbol, amount: found.credited })
      finish({ status: 'credited', ...(found.credited ? { credited: found.credited } : {}) })
    } else if (found) {
      context.track('BUY_FAILED', { provider, symbol })
      finish({ status: 'failed' })
    } else if (closed && watched.elsewhere) {
      context.track('BUY_CLOSED', { provider, symbol, network: 'ethereum' })
      finish({ status: 'elsewhere' })
    } else if (closed) {
      stop()
      context.track('BUY_CLOSED', { provider, symbol })
      updateOnramp(context, (draft) => {
        draft.checkout = undefined
        draft.quote = undefined
        draft.closedWithoutPayment = true
      })
      if (context.router.current()?.view !== 'OnrampCheckout') return
      context.router.reset('Account')
      context.router.push('Onramp')
    }
  }
  const timer = setInterval(() => {
    if (watched.popup?.closed) void check(true)
  }, popupCheckMs)
  const onFocus = () => void check(false)
  window.addEventListener('focus', onFocus)
  const lifetime = context.clock.setTimeout(stop, checkoutLifetimeMs)
  return stop
}
