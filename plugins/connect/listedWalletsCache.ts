import type { CacheRecord, PluginContext, TtlCache } from 'foyer'
import { type CachedListedWallets, storedListingsSchema } from './rules/storedListings.js'

declare module 'foyer' {
  interface StorageKeys {
    /** The Connect view's directory wallets, by the query that found them (listedWalletsCache). */
    directoryCache: CacheRecord
  }
}

/**
 * How long a visitor's browser keeps the directory's Connect-view wallets (ms): a day. A later visit draws
 * the list from here at once; each visit's fresh answer replaces it for the next one.
 */
export const listedWalletsLifetime = 86_400_000

/** The stored directory wallets of the Connect view, checked when read (a bad entry dropped: storedListings.ts). */
export const listedWalletsCache = (context: Pick<PluginContext, 'storage'>): TtlCache<CachedListedWallets> =>
  context.storage.cache('directoryCache', listedWalletsLifetime, storedListingsSchema)

/** What the wallets depend on: the project, the app's networks and its featured, excluded and included wallets. */
export const listedWalletsKey = (context: Pick<PluginContext, 'networks' | 'options'>): string =>
  JSON.stringify([
    context.options.projectId,
    context.networks.all().map((network) => network.caipNetworkId),
    context.options.featuredWalletIds ?? [],
    context.options.excludeWalletIds ?? [],
    context.options.includeWalletIds ?? [],
  ])
