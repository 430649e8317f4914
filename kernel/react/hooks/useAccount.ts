import type { Namespace } from '../../index.js'
import { type AccountView, selectAccount } from './selectors.js'
import { useFoyerState } from './useFoyerState.js'

export type UseAccountReturnType = AccountView

/** The account of a namespace (the active one by default): address, CAIP address, status. */
export function useAccount(namespace?: Namespace): UseAccountReturnType {
  return useFoyerState((state) => selectAccount(state, namespace))
}
