import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { RouterGuard } from './createRouter.js'
import { hasConnectedAddress } from './firstView.js'

/** SPEC §2: going back to Connect while an address is connected shows Account instead. */
export function connectedBackGuard(store: Store<FoyerState>): RouterGuard {
  return ({ action, to }) => {
    if (action === 'back' && to?.view === 'Connect' && hasConnectedAddress(store.getState())) return { view: 'Account' }
  }
}
