import type { Store } from '../state/createStore.js'
import type { FoyerState } from '../state/FoyerState.js'
import { type AccountActions, createAccountActions } from './createAccountActions.js'
import { type ChainActions, createChainActions } from './createChainActions.js'

/** The kernel's actions for the state it owns, as plugins get them (`context.account`, `context.chains`). */
export interface KernelActions {
  account: AccountActions
  chains: ChainActions
}

/** The kernel's actions over its store (loaded after the first view: lazyActions). */
export const createKernelActions = (store: Store<FoyerState>): KernelActions => ({
  account: createAccountActions(store),
  chains: createChainActions(store),
})
