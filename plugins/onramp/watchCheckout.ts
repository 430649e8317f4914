import { type Namespace, type PluginContext, sleep } from 'foyer'
import { holdingGain, holdingOf } from './rules/holding.js'
import { updateOnramp } from './state.js'

type Context = Pick<PluginContext, 'store' | 'updateSlice' | 'bus' | 'clock' | 'router' | 'track'>

/** SPEC §9: a closed popup is checked for every second. */
export const popupCheckMs = 1000
/** How long balances are watched for the credit after the visitor returns (longer once the popup closed). */
const watchMs = { returned: 3000, closed: 6000 }
/** A checkout left open longer than this is no longer watched (the view stays on its pending purchase). */
export const checkoutLifetimeMs = 30 * 60_000

/**
 * Waits for a checkout: every second it looks whether the popup closed, and on the visitor's return (focus) or a
 * close it reads the balances again (`account:balancesChanged`). When the holding rose, the checkout is credited
 * with the gain; when the popup closed without one, the view goes back to the amount, or, when the purchase goes to
 * another network (`elsewhere`), says where to look for it. Returns its stop.
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
  const gainWithin = async (ms: number) => {
    const until = context.clock.now() + ms
    while (!done && context.clock.now() < until) {
      const gain = holdingGain(watched.before, holding())
      if (gain) return gain
      await sleep(context.clock, 250)
    }
    return undefined
  }
  const check = async (closed: boolean) => {
    if (checking || done) return
    checking = true
    context.bus.emit('account:balancesChanged', { namespace: watched.namespace })
    const gain = await gainWithin(closed ? watchMs.closed : watchMs.returned)
    checking = false
    if (done) return
    if (gain) {
      stop()
      context.track('BUY_SUCCESS', { provider: watched.provider, symbol: watched.symbol, amount: gain })
      updateOnramp(context, (draft) => {
        draft.checkout = { status: 'credited', credited: gain }
      })
    } else if (closed && watched.elsewhere) {
      stop()
      context.track('BUY_CLOSED', { provider: watched.provider, symbol: watched.symbol, network: 'ethereum' })
      updateOnramp(context, (draft) => {
        draft.checkout = { status: 'elsewhere' }
      })
    } else if (closed) {
      stop()
      context.track('BUY_CLOSED', { provider: watched.provider, symbol: watched.symbol })
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
