import type { Kernel } from 'foyer'
import { useFoyerState } from 'foyer/ui'
import { useEffect, useState } from 'react'
import { initialListedWallets, type ListedWalletsSlice } from '../loadListedWallets.js'

/**
 * How long the Connect view holds its wallet list for the directory's answer (ms). Drawing the list in
 * pieces would move its rows (and All Wallets) under a pointer about to press them; past this, the list
 * shows without the directory's wallets, and they join when they come.
 */
export const listedWalletsHold = 1_000

export interface ListedWalletsState extends ListedWalletsSlice {
  /** The directory answered, or the hold is over: the list can be drawn. */
  settled: boolean
}

/** The directory's featured and recommended wallets (loaded by the connect plugin), for one Connect view. */
export function useListedWallets(kernel: Kernel): ListedWalletsState {
  const listed = useFoyerState((state) => state.listedWallets) ?? initialListedWallets
  const [held, setHeld] = useState(true)
  useEffect(() => {
    const timer = kernel.clock.setTimeout(() => setHeld(false), listedWalletsHold)
    return () => kernel.clock.clearTimeout(timer)
  }, [kernel])
  const answered = listed.status === 'ready' || listed.status === 'failed'
  return { ...listed, settled: answered || !held }
}
