import type { Kernel } from 'foyer'
import { useEffect, useState } from 'react'
import { fetchWallets, recommendedCount } from '../directory.js'
import type { WalletListing } from '../rules/buildWalletList.js'
import type { WcWallet } from '../schemas.js'
import { walletImageUrl } from '../directory.js'

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
 * The directory's wallets for the Connect view (SPEC §9): the featured ones (a page of as many as there
 * are featured ids, in their order) and 4 recommended. A failure leaves a section empty.
 */
export function useListedWallets(kernel: Kernel): ListedWallets {
  const [listed, setListed] = useState<ListedWallets>({ featured: [], recommended: [] })
  useEffect(() => {
    const controller = new AbortController()
    const featuredIds = kernel.options.featuredWalletIds ?? []
    const excluded = kernel.options.excludeWalletIds ?? []
    const featured = featuredIds.length
      ? fetchWallets(kernel, { page: 1, entries: featuredIds.length, include: featuredIds }, controller.signal).then(
          (answer) =>
            featuredIds
              .flatMap((id) => answer.data.filter((wallet) => wallet.id === id))
              .map((wallet) => toListing(kernel, wallet)),
        )
      : Promise.resolve([])
    const recommended = fetchWallets(
      kernel,
      { page: 1, entries: recommendedCount, exclude: [...featuredIds, ...excluded] },
      controller.signal,
    ).then((answer) => answer.data.map((wallet) => toListing(kernel, wallet)))
    const settle = <T>(promise: Promise<T[]>) =>
      promise.catch((error: unknown) => {
        if (!controller.signal.aborted) kernel.logger.warn('directory', error)
        return [] as T[]
      })
    Promise.all([settle(featured), settle(recommended)]).then(([featuredWallets, recommendedWallets]) => {
      if (!controller.signal.aborted) setListed({ featured: featuredWallets, recommended: recommendedWallets })
    })
    return () => controller.abort()
  }, [kernel])
  return listed
}
