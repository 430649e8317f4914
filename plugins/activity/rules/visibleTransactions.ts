import type { Transaction } from '../schemas.js'

/** SPEC §9: at most this many pending transactions are shown. */
export const pendingLimit = 99

/** SPEC §4: spam is a transaction whose every transfer is an NFT flagged spam. */
export const isSpam = (transaction: Transaction) =>
  (transaction.transfers?.length ?? 0) > 0 &&
  (transaction.transfers ?? []).every((transfer) => transfer.nft_info?.flags.is_spam === true)

/**
 * The list after a page arrives: `shown` then the page's transactions that are on the active chain, not spam
 * and not shown already (by id), with no more than 99 pending ones.
 */
export function visibleTransactions(shown: readonly Transaction[], page: readonly Transaction[], chain: string) {
  const ids = new Set(shown.map((transaction) => transaction.id))
  let pending = shown.filter((transaction) => transaction.metadata.status === 'pending').length
  const kept = [...shown]
  for (const transaction of page) {
    if (ids.has(transaction.id) || transaction.metadata.chain !== chain || isSpam(transaction)) continue
    if (transaction.metadata.status === 'pending' && ++pending > pendingLimit) continue
    ids.add(transaction.id)
    kept.push(transaction)
  }
  return kept
}
