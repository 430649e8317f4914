import { activeChainOf } from '../state/activeChainOf.js'
import type { FoyerState } from '../state/FoyerState.js'

/** True when the active namespace has a connected address. */
export function hasConnectedAddress(state: FoyerState): boolean {
  const chain = activeChainOf(state)
  return Boolean(chain?.accountState.address && chain.accountState.status === 'connected')
}

/** The view an open without one shows: Account while an address is connected, else Connect. */
export const firstView = (state: FoyerState): 'Account' | 'Connect' =>
  hasConnectedAddress(state) ? 'Account' : 'Connect'
