import type { Kernel, Namespace } from 'foyer'
import { isSheetLayout, useFoyerState } from 'foyer/ui'
import { useEffect, useState } from 'react'
import { initialListedWallets, type ListedWalletsSlice } from '../loadListedWallets.js'

/**
 * How long the Connect view holds its wallet list for the directory's answer and the adapters' discovery (ms).
 * Drawing the list in pieces would move its rows (and All Wallets) under a pointer about to press them; past
 * this, the list shows with what is in, and the rest joins when it comes.
 */
export const listedWalletsHold = 1_000

/**
 * The hold on a phone's bottom sheet (ms). There, what joins a drawn list moves every row above it (the sheet grows
 * upward), not only the rows below as in the dialog; and on a phone's network the answer may well take longer.
 */
export const listedWalletsSheetHold = 3_000

export interface ListedWalletsState extends ListedWalletsSlice {
  /** The directory answered and the installed wallets are found, or the hold is over: the list can be drawn. */
  settled: boolean
}

/**
 * The directory's featured and recommended wallets (loaded by the connect plugin), for one Connect view, and
 * whether its list can be drawn: the adapters of `namespaces` have found the page's wallets (an installed wallet
 * drawn late would come in above the directory's rows, or replace its own directory row under the pointer).
 */
export function useListedWallets(kernel: Kernel, namespaces: readonly Namespace[]): ListedWalletsState {
  const listed = useFoyerState((state) => state.listedWallets) ?? initialListedWallets
  const found = useFoyerState((state) => namespaces.every((namespace) => state.discovered.includes(namespace)))
  const [held, setHeld] = useState(true)
  useEffect(() => {
    const hold = isSheetLayout() ? listedWalletsSheetHold : listedWalletsHold
    const timer = kernel.clock.setTimeout(() => setHeld(false), hold)
    return () => kernel.clock.clearTimeout(timer)
  }, [kernel])
  const answered = listed.status === 'ready' || listed.status === 'failed'
  return { ...listed, settled: (answered && found) || !held }
}
