import type { Kernel } from 'foyer'
import { useEffect, useState } from 'react'
import { type ListedWallets, loadListedWallets } from '../loadListedWallets.js'

/**
 * How long the Connect view holds its wallet list for the directory's answer (ms). Drawing the list in
 * pieces would move its rows (and All Wallets) under a pointer about to press them; past this, the list
 * shows without the directory's wallets, and they join when they come.
 */
export const listedWalletsHold = 1_000

export interface ListedWalletsState extends ListedWallets {
  /** The directory answered, or the hold is over: the list can be drawn. */
  settled: boolean
}

/** The directory's featured and recommended wallets (loadListedWallets), for one Connect view. */
export function useListedWallets(kernel: Kernel): ListedWalletsState {
  const [load] = useState(() => loadListedWallets(kernel))
  const [listed, setListed] = useState<ListedWalletsState>(() =>
    load.value ? { ...load.value, settled: true } : { featured: [], recommended: [], settled: false },
  )
  useEffect(() => {
    let live = true
    const timer = kernel.clock.setTimeout(() => {
      if (live) setListed((current) => (current.settled ? current : { ...current, settled: true }))
    }, listedWalletsHold)
    load.promise.then((value) => {
      if (live) setListed({ ...value, settled: true })
    })
    return () => {
      live = false
      kernel.clock.clearTimeout(timer)
    }
  }, [kernel, load])
  return listed
}
