import type { FoyerState } from '../../index.js'
import { useFoyerState } from './useFoyerState.js'

export type UseToastsReturnType = FoyerState['toast']

const selectToast = (state: FoyerState) => state.toast

/** The current toast (loading, success or error), if any. */
export function useToasts(): UseToastsReturnType {
  return useFoyerState(selectToast)
}
