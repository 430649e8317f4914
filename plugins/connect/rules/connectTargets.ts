import type { Connector, Namespace } from 'foyer'
import { isMultiChain, splitMultiChain } from './multiChainConnectors.js'

/** A connector connected beside the chosen one (another namespace of one multi-chain wallet or WalletConnect session). */
export interface Companion {
  namespace: Namespace
  connectorId: string
}

/** What one choice connects: a connector, then its companions beside it. */
export interface ConnectTarget extends Companion {
  companions: Companion[]
}

const companionOf = (connector: Connector): Companion => ({ namespace: connector.chain, connectorId: connector.id })

/**
 * An installed (or the app's own) wallet: its connector; for one wallet of several namespaces (MULTI_CHAIN), the
 * active namespace's connector first and the others beside it (its connectors are those the app has networks for).
 */
export function installedTarget(connector: Connector, active: Namespace | undefined): ConnectTarget {
  if (!isMultiChain(connector)) return { ...companionOf(connector), companions: [] }
  const { lead, companions } = splitMultiChain(connector, active)
  return { ...companionOf(lead), companions: companions.map(companionOf) }
}

/**
 * A WalletConnect pairing: the active namespace's WALLET_CONNECT connector (else the first), and the other
 * namespaces' beside it, since one session serves every namespace. Undefined when no adapter offers WalletConnect.
 */
export function walletConnectTarget(
  connectors: readonly Connector[],
  active: Namespace | undefined,
): ConnectTarget | undefined {
  const all = connectors.filter((connector) => connector.type === 'WALLET_CONNECT')
  const lead = all.find((connector) => connector.chain === active) ?? all[0]
  if (!lead) return undefined
  const companions = all.filter((other) => other.chain !== lead.chain).map(companionOf)
  return { ...companionOf(lead), companions }
}
