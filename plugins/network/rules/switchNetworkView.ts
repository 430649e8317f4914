import type { CaipNetworkId, FoyerState, Namespace, Network } from 'foyer'

export type SwitchNetworkRoute =
  | { view: 'SwitchNetwork'; params: { network: Network } }
  | {
      view: 'SwitchActiveChain'
      params: { namespace: Namespace; navigateToConnect: boolean; replace: boolean; network: CaipNetworkId }
    }
  | undefined

/** SPEC §2/§9: the namespaces the auth (embedded wallet) connector serves. */
export const authNamespaces: readonly Namespace[] = ['eip155', 'solana']

/** Whether the active connection is the auth connector and it serves the target's namespace. */
export function authSupportsTarget(state: FoyerState, target: Network): boolean {
  const namespace = state.activeNamespace
  const connectorId = namespace ? state.activeConnectorIds[namespace] : undefined
  const connector = state.connectors.find((candidate) => candidate.id === connectorId)
  return connector?.type === 'AUTH' && authNamespaces.includes(target.chainNamespace)
}

export interface SwitchNetworkViewInput {
  state: FoyerState
  target: Network
  /**
   * The caller asks for the SwitchNetwork confirmation whatever the connection (AppKit's
   * `ignoreSwitchConfirmation`, set by flows that already confirmed a namespace change). The Networks list
   * does not: it leaves the choice to the connection.
   */
  requiresConfirmation?: boolean
  /** An earlier switch of the target's namespace still waits on the wallet: its network is not known yet. */
  switching?: boolean
}

/**
 * SPEC §2: which view a network switch opens. SwitchNetwork when confirmation is required or the auth
 * connector supports that chain; SwitchActiveChain when the visitor is connected on the current chain
 * but has no address in the target namespace; otherwise SwitchNetwork. With nothing connected there is
 * no wallet to wait for, nor when the target namespace's wallet is on that network already (the active
 * namespace changes, no new connection): no view (undefined), the network changes at once.
 */
export function switchNetworkView({
  state,
  target,
  requiresConfirmation = false,
  switching = false,
}: SwitchNetworkViewInput): SwitchNetworkRoute {
  const current = state.activeNamespace ? state.chains[state.activeNamespace] : undefined
  const connectedOnCurrent = current?.accountState.status === 'connected'
  const targetChain = state.chains[target.chainNamespace]
  const targetAddress = targetChain?.accountState.address
  if (requiresConfirmation || authSupportsTarget(state, target))
    return { view: 'SwitchNetwork', params: { network: target } }
  // The target namespace's wallet is on that network already: only the active namespace changes.
  if (targetAddress && !switching && targetChain?.activeNetworkId === target.caipNetworkId) return undefined
  if (connectedOnCurrent && !targetAddress && target.chainNamespace !== state.activeNamespace)
    return {
      view: 'SwitchActiveChain',
      params: {
        namespace: target.chainNamespace,
        navigateToConnect: true,
        replace: false,
        network: target.caipNetworkId,
      },
    }
  if (!connectedOnCurrent && !targetAddress) return undefined
  return { view: 'SwitchNetwork', params: { network: target } }
}
