import type { Kernel } from 'foyer'
import { useEffect, useState } from 'react'
import { fetchWallets, walletImageUrl } from '../directory.js'
import type { WalletListing } from '../rules/buildWalletList.js'
import { featuredQuery, pickFeatured, pickRecommended, recommendedQuery } from '../rules/listedWallets.js'
import type { WcWallet } from '../schemas.js'

export interface ListedWallets {
  featured: WalletListing[]
  recommended: WalletListing[]
}

const toListing = (kernel: Kernel, wallet: WcWallet): WalletListing => ({
  id: wallet.id,
  name: wallet.name,
  image_url: walletImageUrl(kernel, wallet),
  rdns: wallet.rdns ?? null,
})

/**
 * The directory's wallets for the Connect view (SPEC §9, rules/listedWallets.ts): the featured ones and
 * the recommended ones. A failure leaves a section empty.
 */
export function useListedWallets(kernel: Kernel): ListedWallets {
  const [listed, setListed] = useState<ListedWallets>({ featured: [], recommended: [] })
  useEffect(() => {
    const controller = new AbortController()
    const featuredIds = kernel.options.featuredWalletIds ?? []
    const excluded = kernel.options.excludeWalletIds ?? []
    const featuring = featuredQuery(featuredIds)
    const featured = featuring
      ? fetchWallets(kernel, featuring, controller.signal).then((answer) => pickFeatured(featuredIds, answer.data))
      : Promise.resolve([])
    const recommended = fetchWallets(kernel, recommendedQuery(featuredIds, excluded), controller.signal).then(
      (answer) => pickRecommended(answer.data, featuredIds, excluded),
    )
    const settle = (promise: Promise<WcWallet[]>) =>
      promise.then(
        (wallets) => wallets.map((wallet) => toListing(kernel, wallet)),
        (error: unknown) => {
          if (!controller.signal.aborted) kernel.logger.warn('directory', error)
          return []
        },
      )
    Promise.all([settle(featured), settle(recommended)]).then(([featuredWallets, recommendedWallets]) => {
      if (!controller.signal.aborted) setListed({ featured: featuredWallets, recommended: recommendedWallets })
    })
    return () => controller.abort()
  }, [kernel])
  return listed
}
