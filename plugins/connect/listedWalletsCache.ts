import type { CacheRecord, PluginContext, TtlCache } from 'foyer'
import type { WalletListing } from './rules/buildWalletList.js'
import { parser, readWalletList } from './schemas.js'

declare module 'foyer' {
  interface StorageKeys {
    /** The Connect view's directory wallets, by the query that found them (listedWalletsCache). */
    directoryCache: CacheRecord
  }
}

export interface CachedListedWallets {
  featured: WalletListing[]
  recommended: WalletListing[]
}

/**
 * How long a visitor's browser keeps the directory's Connect-view wallets (ms): a day. A later visit draws
 * the list from here at once; each visit's fresh answer replaces it for the next one.
 */
export const listedWalletsLifetime = 86_400_000

// A stored listing is read as a directory wallet is: the same checks of its links, a bad entry dropped.
const cachedSchema = parser<CachedListedWallets>((value) => {
  const { featured, recommended } = Object(value) as Record<string, unknown>
  const lists = [readWalletList(featured), readWalletList(recommended)]
  return lists[0] && lists[1] && { featured: lists[0], recommended: lists[1] }
})

/** The stored directory wallets of the Connect view, checked by their schema when read. */
export const listedWalletsCache = (context: Pick<PluginContext, 'storage'>): TtlCache<CachedListedWallets> =>
  context.storage.cache('directoryCache', listedWalletsLifetime, cachedSchema)

/** What the wallets depend on: the project, the app's networks and its featured, excluded and included wallets. */
export const listedWalletsKey = (context: Pick<PluginContext, 'networks' | 'options'>): string =>
  JSON.stringify([
    context.options.projectId,
    context.networks.all().map((network) => network.caipNetworkId),
    context.options.featuredWalletIds ?? [],
    context.options.excludeWalletIds ?? [],
    context.options.includeWalletIds ?? [],
  ])
