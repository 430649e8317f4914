import type { PluginContext } from 'foyer'
import type { WalletListing } from './rules/buildWalletList.js'
import { featuredQuery, pickFeatured, pickRecommended, recommendedQuery } from './rules/listedWallets.js'
import { fetchWallets, walletImageUrl } from './directory.js'
import type { WcWallet } from './schemas.js'

export interface ListedWallets {
  featured: WalletListing[]
  recommended: WalletListing[]
}

export interface ListedWalletsLoad {
  promise: Promise<ListedWallets>
  /** The answer, once it is in (so a view drawn later has it in its first frame). */
  value?: ListedWallets
}

type Context = Pick<PluginContext, 'api' | 'networks' | 'options' | 'logger'>

/** One load per instance (keyed by its API clients), kept while it holds both sections. */
const loads = new WeakMap<object, ListedWalletsLoad>()

const toListing = (context: Context, wallet: WcWallet): WalletListing => ({
  id: wallet.id,
  name: wallet.name,
  image_url: walletImageUrl(context, wallet),
  rdns: wallet.rdns ?? null,
})

/**
 * The directory's wallets for the Connect view (SPEC §9, rules/listedWallets.ts): the featured ones and the
 * recommended ones, asked once per instance. The connect plugin asks as the modal opens at Connect, beside
 * the view's code. A section that fails is empty, and the next Connect view asks again.
 */
export function loadListedWallets(context: Context): ListedWalletsLoad {
  const known = loads.get(context.api)
  if (known) return known
  const featuredIds = context.options.featuredWalletIds ?? []
  const excluded = context.options.excludeWalletIds ?? []
  const featuring = featuredQuery(featuredIds)
  let failed = false
  const settle = (promise: Promise<WcWallet[]>) =>
    promise.then(
      (wallets) => wallets.map((wallet) => toListing(context, wallet)),
      (error: unknown) => {
        failed = true
        context.logger.warn('directory', error)
        return []
      },
    )
  const load: ListedWalletsLoad = {
    promise: Promise.all([
      settle(
        featuring
          ? fetchWallets(context, featuring).then((answer) => pickFeatured(featuredIds, answer.data))
          : Promise.resolve([]),
      ),
      settle(
        fetchWallets(context, recommendedQuery(featuredIds, excluded)).then((answer) =>
          pickRecommended(answer.data, featuredIds, excluded),
        ),
      ),
    ]).then(([featured, recommended]) => {
      load.value = { featured, recommended }
      if (failed) loads.delete(context.api)
      return load.value
    }),
  }
  loads.set(context.api, load)
  return load
}
