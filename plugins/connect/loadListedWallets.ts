import type { PluginContext } from 'foyer'
import type { WalletListing } from './rules/buildWalletList.js'
import { featuredQuery, pickFeatured, pickRecommended, recommendedQuery } from './rules/listedWallets.js'
import { directoryListing, fetchWallets } from './directory.js'
import { listedWalletsCache, listedWalletsKey } from './listedWalletsCache.js'
import type { WcWallet } from './schemas.js'

export interface ListedWalletsSlice {
  /** 'failed': a section could not be loaded (it is empty), and the next load asks again. */
  status: 'idle' | 'loading' | 'ready' | 'failed'
  featured: WalletListing[]
  recommended: WalletListing[]
}

declare module 'foyer' {
  interface Slices {
    listedWallets: ListedWalletsSlice
  }
}

export const initialListedWallets: ListedWalletsSlice = { status: 'idle', featured: [], recommended: [] }

type Context = Pick<
  PluginContext,
  'store' | 'addSlice' | 'api' | 'networks' | 'options' | 'logger' | 'storage' | 'afterFirstView'
>

/**
 * Loads the directory's wallets for the Connect view (SPEC §9, rules/listedWallets.ts), the featured ones and
 * the recommended ones, into the store (`listedWallets`). Asks nothing while a load runs or once one has
 * succeeded; after a failure (a section left empty) the next call asks again. A returning visitor's list
 * comes from storage at once (listedWalletsCache); the fresh answer then only renews the stored one, so
 * the rows drawn do not move under the pointer, and it is asked once the first view is drawn (afterFirstView):
 * nothing the visitor sees waits for it.
 */
export async function loadListedWallets(context: Context): Promise<void> {
  const status = context.store.getState().listedWallets?.status
  if (status === 'loading' || status === 'ready') return
  const slice = context.addSlice('listedWallets', initialListedWallets) // the plugin's, when it is set up already
  const update = (change: Partial<ListedWalletsSlice>) => slice.update((draft) => void Object.assign(draft, change))
  const cache = listedWalletsCache(context)
  const key = listedWalletsKey(context)
  const cached = cache.get(key)
  update(cached ? { status: 'ready', ...cached } : { status: 'loading' })
  if (cached) await context.afterFirstView
  const featuredIds = context.options.featuredWalletIds ?? []
  const excluded = context.options.excludeWalletIds ?? []
  const included = context.options.includeWalletIds ?? []
  const featuring = featuredQuery(featuredIds)
  let failed = false
  const settle = (promise: Promise<WcWallet[]>) =>
    promise.then(
      (wallets) => wallets.map((wallet) => directoryListing(context, wallet)),
      (error: unknown) => {
        failed = true
        context.logger.warn('directory', error)
        return []
      },
    )
  const [featured, recommended] = await Promise.all([
    settle(
      featuring
        ? fetchWallets(context, featuring).then((answer) => pickFeatured(featuredIds, answer.data))
        : Promise.resolve([]),
    ),
    settle(
      fetchWallets(context, recommendedQuery(featuredIds, excluded, included)).then((answer) =>
        pickRecommended(answer.data, featuredIds, excluded, included),
      ),
    ),
  ])
  if (!failed) cache.set(key, { featured, recommended })
  if (!cached) update({ status: failed ? 'failed' : 'ready', featured, recommended })
}
