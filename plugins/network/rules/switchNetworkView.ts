import type { FoyerState, Namespace, Network } from 'foyer'

export type SwitchNetworkRoute =
  | { view: 'SwitchNetwork'; params: { network: Network } }
  | { view: 'SwitchActiveChain'; params: { namespace: Namespace; navigateToConnect: boolean; replace: boolean } }
  | undefined

export interface SwitchNetworkViewInput {
  state: FoyerState
  target: Network
  /** The wallet asks the visitor to confirm a switch (it cannot switch silently). */
  requiresConfirmation: boolean
  /** The embedded (auth) wallet supports the target's namespace. */
  authSupportsTarget: boolean
}

/**
 * SPEC §2: which view a network switch opens. SwitchNetwork when confirmation is required or the auth
 * connector supports that chain; SwitchActiveChain when the visitor is connected on the current chain
 * but has no address in the target namespace; otherwise SwitchNetwork. With nothing connected there is
 * no wallet to wait for, so no view (undefined): the network changes at once.
 */
export function switchNetworkView({
  state,
  target,
  requiresConfirmation,
  authSupportsTarget,
}: SwitchNetworkViewInput): SwitchNetworkRoute {
  const current = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
  const connectedOnCurrent = current?.accountState.status === 'connected'
  const targetAddress = state.chains[target.chainNamespace]?.accountState.address
  if (requiresConfirmation || authSupportsTarget) return { view: 'SwitchNetwork', params: { network: target } }
  if (connectedOnCurrent && !targetAddress && target.chainNamespace !== state.activeNamespace)
    return {
      view: 'SwitchActiveChain',
      params: { namespace: target.chainNamespace, navigateToConnect: true, replace: false },
    }
  if (!connectedOnCurrent && !targetAddress) return undefined
  return { view: 'SwitchNetwork', params: { network: target } }
}
