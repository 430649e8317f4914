import type { DirectoryQuery } from '../directory.js'
import { isExcluded } from './buildWalletList.js'

/** SPEC §9: the featured page holds as many wallets as there are featured ids (default 4); recommended: 4. */
export const defaultFeaturedCount = 4
export const recommendedCount = 4

interface DirectoryEntry {
  id: string
  name: string
  rdns?: string | null
}

/** The featured page size: the number of featured ids, else 4. */
export const featuredPageSize = (featuredIds: readonly string[]) => featuredIds.length || defaultFeaturedCount

/** The query for the featured wallets, or none when the app features none. */
export function featuredQuery(featuredIds: readonly string[]): DirectoryQuery | undefined {
  if (featuredIds.length === 0) return undefined
  return { page: 1, entries: featuredPageSize(featuredIds), include: [...featuredIds] }
}

/** The featured wallets in the order of their ids, each once. */
export function pickFeatured<T extends DirectoryEntry>(featuredIds: readonly string[], wallets: readonly T[]): T[] {
  return [...new Set(featuredIds)].flatMap((id) => {
    const wallet = wallets.find((entry) => entry.id === id)
    return wallet ? [wallet] : []
  })
}

/**
 * The query for the recommended wallets: the directory's first ones, featured and excluded left out; only the
 * app's `included` ones when it names some (`includeWalletIds`).
 */
export function recommendedQuery(
  featuredIds: readonly string[],
  excluded: readonly string[],
  included: readonly string[] = [],
): DirectoryQuery {
  const include = included.filter((id) => !featuredIds.includes(id))
  return {
    page: 1,
    entries: recommendedCount,
    exclude: [...featuredIds, ...excluded],
    ...(included.length && { include }),
  }
}

/** Whether the app shows `wallet` from the directory: any, or only those it includes (`includeWalletIds`, by id). */
export const isIncluded = (wallet: { id?: string }, included: readonly string[]) =>
  included.length === 0 || (wallet.id !== undefined && included.includes(wallet.id))

/**
 * The recommended wallets: at most 4, none featured and none excluded (by id, rdns or name, which the
 * directory's `exclude` does not know).
 */
export function pickRecommended<T extends DirectoryEntry>(
  wallets: readonly T[],
  featuredIds: readonly string[],
  excluded: readonly string[],
  included: readonly string[] = [],
): T[] {
  return wallets
    .filter(
      (wallet) => !featuredIds.includes(wallet.id) && !isExcluded(wallet, excluded) && isIncluded(wallet, included),
    )
    .slice(0, recommendedCount)
}
