import { type NetworkView, selectNetwork } from './selectors.js'
import { useFoyerState } from './useFoyerState.js'

export type UseNetworkReturnType = NetworkView

/** The active namespace's network and its networks. */
export function useNetwork(): UseNetworkReturnType {
  return useFoyerState(selectNetwork)
}
