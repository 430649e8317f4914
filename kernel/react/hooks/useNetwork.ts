import { useMemo } from 'react'
import type { CaipNetworkId } from '../../index.js'
import { type NetworkView, selectNetwork } from './selectors.js'
import { useFoyer } from './useFoyer.js'
import { useFoyerState } from './useFoyerState.js'

export interface UseNetworkReturnType extends NetworkView {
  /** Makes a network active, asking the connected wallet of its namespace first (loads the kernel if needed). */
  switchNetwork(networkId: CaipNetworkId): Promise<void>
}

/** The active namespace's network, its networks, and a switch. */
export function useNetwork(): UseNetworkReturnType {
  const foyer = useFoyer()
  const view = useFoyerState(selectNetwork)
  return useMemo(
    () => ({ ...view, switchNetwork: async (networkId) => (await foyer.ready()).networks.switch(networkId) }),
    [foyer, view],
  )
}
