import fc from 'fast-check'
import { garbage, hostileObjects, materialized, shapedLike } from '../garbage.js'

/** A Wallet Standard wallet whose features are named but not callable (discovery reads, never calls). */
export const standardWallet = (name: string, chain: string, connect: string) => ({
  version: '1.0.0',
  name,
  icon: 'data:image/svg+xml;base64,',
  chains: [chain],
  features: { [connect]: { version: '1.0.0' }, 'standard:events': { version: '1.0.0' } },
  accounts: [],
})

/** Wallet Standard wallets a hostile page registers beside the good one, and registration events of junk. */
export const hostileStandardWallets = (sample: object) =>
  fc.record({
    wallets: fc.array(fc.oneof(shapedLike([sample]), hostileObjects), { maxLength: 3 }),
    goodAt: fc.nat({ max: 3 }),
    /** What some `wallet-standard:register-wallet` events carry instead of a callback. */
    details: fc.array(fc.oneof(garbage, hostileObjects), { maxLength: 2 }),
  })

type StandardInput = { wallets: unknown[]; goodAt: number; details: unknown[] }

/**
 * A page (an EventTarget) on which, once the app says it is ready, the hostile wallets and the good one register
 * in one call, then each junk detail is sent as a registration event.
 */
export function standardWalletsPage(input: StandardInput, good: object) {
  const page = new EventTarget()
  const wallets = input.wallets.map((wallet) => materialized(wallet))
  wallets.splice(input.goodAt % (wallets.length + 1), 0, good)
  page.addEventListener('wallet-standard:app-ready', (event) => {
    ;(event as CustomEvent<{ register(...wallets: unknown[]): unknown }>).detail.register(...wallets)
    for (const detail of input.details)
      page.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: materialized(detail) }))
  })
  return page
}
