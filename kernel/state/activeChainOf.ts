import type { FoyerState } from './FoyerState.js'
import type { ChainState } from '../types.js'

/** The active namespace's chain state, or none while no namespace is active. */
export const activeChainOf = (state: FoyerState): ChainState | undefined =>
  state.activeNamespace ? state.chains[state.activeNamespace] : undefined
