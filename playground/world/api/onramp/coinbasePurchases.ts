import type { Checkout } from './createCheckouts.js'

/** Coinbase's purchase statuses, as the history route passes them on (SERVICES.md §1.3). */
const statusOf: Partial<Record<Checkout['status'], string>> = {
  paying: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
  paid: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
  failed: 'ONRAMP_TRANSACTION_STATUS_FAILED',
}

/**
 * The Coinbase purchases of `address`, newest first, as GET /v1/account/{address}/history?onramp=coinbase answers
 * them. The real server asks Coinbase for the purchases of the partner user id equal to the address (AppKit and
 * Foyer send the address as `partnerUserId`), and reports each as a `buy` from "Coinbase" created when the visitor
 * paid, its hash "" until the credit is sent, with one incoming transfer of the amount bought. Checkouts never paid
 * nor failed (open, cancelled) and Meld's are not Coinbase purchases.
 */
export function coinbasePurchases(checkouts: readonly Checkout[], address: string) {
  const owner = address.toLowerCase()
  return checkouts
    .filter(
      (checkout) =>
        checkout.provider === 'coinbase' &&
        checkout.partnerUserId?.toLowerCase() === owner &&
        statusOf[checkout.status] !== undefined &&
        checkout.purchasedAt !== undefined,
    )
    .sort((a, b) => b.purchasedAt! - a.purchasedAt!)
    .map((checkout) => ({
      id: checkout.id,
      metadata: {
        operationType: 'buy',
        hash: checkout.status === 'paid' ? (checkout.hash ?? '') : '',
        minedAt: new Date(checkout.purchasedAt!).toISOString(),
        sentFrom: 'Coinbase',
        sentTo: address,
        status: statusOf[checkout.status]!,
        nonce: 1,
        application: null,
        chain: checkout.caipNetworkId,
      },
      transfers: [
        {
          fungible_info: { name: checkout.symbol, symbol: checkout.symbol, icon: null },
          nft_info: null,
          direction: 'in',
          quantity: { numeric: checkout.amount },
          value: null,
          price: null,
        },
      ],
    }))
}
