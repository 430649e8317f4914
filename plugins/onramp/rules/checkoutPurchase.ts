import type { CoinbaseHistory } from '../schemas.js'

/** Where a checkout's purchase stands: bought (with the amount Coinbase reports, if any), failed, or under way. */
export type CheckoutPurchase =
  | { status: 'succeeded'; amount: string | undefined }
  | { status: 'failed' }
  | { status: 'pending' }

/** Coinbase's purchase statuses (SERVICES.md §1.3), read as where the purchase stands. */
const standing: Record<string, CheckoutPurchase['status']> = {
  ONRAMP_TRANSACTION_STATUS_SUCCESS: 'succeeded',
  ONRAMP_TRANSACTION_STATUS_FAILED: 'failed',
  ONRAMP_TRANSACTION_STATUS_IN_PROGRESS: 'pending',
}

/**
 * The purchase a Coinbase checkout started, from a page of the account's Coinbase history: the newest purchase begun
 * since the checkout opened (`openedAt`, ms since epoch). The times are compared to the second, as Coinbase may give
 * whole seconds; entries whose status is not one of Coinbase's three are not purchases. Undefined when there is none
 * yet: the checkout's purchase has not begun, or the history does not list it yet.
 */
export function checkoutPurchase(history: CoinbaseHistory, openedAt: number): CheckoutPurchase | undefined {
  const since = Math.floor(openedAt / 1000) * 1000
  let newest: { at: number; status: CheckoutPurchase['status']; amount: string | undefined } | undefined
  for (const entry of history.data) {
    const status = standing[entry.metadata.status]
    const at = Date.parse(entry.metadata.minedAt)
    // Newest first as the server sends them, but not trusted to be: on a tie the one listed first wins.
    if (!status || !(at >= since) || (newest && at <= newest.at)) continue
    newest = { at, status, amount: entry.transfers?.[0]?.quantity.numeric }
  }
  if (!newest) return undefined
  return newest.status === 'succeeded' ? { status: 'succeeded', amount: newest.amount } : { status: newest.status }
}
