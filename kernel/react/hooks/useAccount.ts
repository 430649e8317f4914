import { type AccountView, selectAccount } from './selectors.js'
import { useFoyerState } from './useFoyerState.js'

export type UseAccountReturnType = AccountView

/** The account of the active namespace: address, CAIP address, status. */
export function useAccount(): UseAccountReturnType {
  return useFoyerState(selectAccount)
}
