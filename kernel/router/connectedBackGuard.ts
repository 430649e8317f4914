import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { RouterGuard } from './createRouter.js'

/** True when the active namespace has a connected address. */
export function hasConnectedAddress(state: FoyerState): boolean {
  const chain = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
  return Boolean(chain?.accountState.address && chain.accountState.status === 'connected')
}

/** The view an open without one shows: Account while an address is connected, else Connect. */
export const firstView = (state: FoyerState): 'Account' | 'Connect' =>
  hasConnectedAddress(state) ? 'Account' : 'Connect'

/** SPEC §2: going back to Connect while an address is connected shows Account instead. */
export function connectedBackGuard(store: Store<FoyerState>): RouterGuard {
  return ({ action, to }) => {
    if (action === 'back' && to?.view === 'Connect' && hasConnectedAddress(store.getState())) return { view: 'Account' }
  }
}
