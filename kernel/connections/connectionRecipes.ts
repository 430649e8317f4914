import { toCaipAddress } from '../adapters/caip.js'
import type { Draft } from 'immer'
import type { ConnectResult } from '../adapters/defineAdapter.js'
import type { FoyerState } from '../state/FoyerState.js'
import { initialAccountState, initialChainState, initialNetworkState } from '../state/initialChainState.js'
import type { StoredWallet } from '../storage/storageKeys.js'
import type { ChainState, Namespace } from '../types.js'
import { findConnector } from './findConnector.js'

type State = Draft<FoyerState>

/** The chain state of a namespace, made when the app configured no network of it. */
export function chainOf(draft: State, namespace: Namespace): Draft<ChainState> {
  draft.chains[namespace] ??= initialChainState(namespace, [])
  return draft.chains[namespace] as Draft<ChainState>
}

export function setConnecting(draft: State, namespace: Namespace) {
  chainOf(draft, namespace).accountState.status = 'connecting'
}

export interface SetConnectedOptions {
  /** The listed wallet the visitor chose (it connected through WalletConnect); else the connector is the wallet. */
  wallet?: StoredWallet | undefined
  /** A new connection (not the wallet's own change): the approved networks start over. */
  fresh?: boolean
  /**
   * The visitor chose it (connect, switch): its namespace becomes the active one. A restore or the wallet's
   * own change leaves the active namespace as it is, so another namespace's event never takes it over.
   */
  activate?: boolean
}

/** A connector answered with accounts: the namespace becomes connected and active. */
export function setConnected(
  draft: State,
  namespace: Namespace,
  connectorId: string,
  result: ConnectResult,
  { wallet, fresh = false, activate = false }: SetConnectedOptions = {},
) {
  const chain = chainOf(draft, namespace)
  const [first] = result.accounts
  if (!first) return setDisconnected(draft, namespace)
  const connector = findConnector(draft, namespace, connectorId)
  chain.activeNetworkId = result.networkId
  if (fresh) chain.networkState = initialNetworkState()
  if (result.approvedNetworkIds) {
    chain.networkState.approvedCaipNetworkIds = result.approvedNetworkIds
    chain.networkState.supportsAllNetworks = false
  }
  const previous = chain.accountState.connectedWalletInfo
  Object.assign(chain.accountState, {
    status: 'connected',
    address: first.address,
    caipAddress: toCaipAddress(result.networkId, first.address),
    allAccounts: result.accounts,
    connectedWalletInfo: wallet
      ? { name: wallet.name, icon: wallet.imageUrl, rdns: wallet.rdns, type: connector?.type }
      : !fresh && previous
        ? previous
        : connector
          ? { name: connector.name, icon: connector.imageUrl, rdns: connector.info?.rdns, type: connector.type }
          : { name: connectorId },
  })
  const others = (draft.connections[namespace] ?? []).filter((connection) => connection.connectorId !== connectorId)
  draft.connections[namespace] = [{ connectorId, accounts: result.accounts }, ...others]
  draft.activeConnectorIds[namespace] = connectorId
  if (activate || !draft.activeNamespace) draft.activeNamespace = namespace
}

const statusOf = (state: FoyerState | State, namespace: Namespace | undefined) =>
  namespace ? state.chains[namespace]?.accountState.status : undefined

/**
 * The namespace to make active: when the active namespace has no connected address (nor one on its way), another
 * namespace that has one (its wallet is the one the visitor has). Reads only, so a caller can ask before drafting.
 */
export function namespaceToFollow(state: FoyerState | State): Namespace | undefined {
  const active = statusOf(state, state.activeNamespace)
  if (active === 'connected' || active === 'connecting') return undefined
  return (Object.keys(state.chains) as Namespace[]).find((namespace) => statusOf(state, namespace) === 'connected')
}

/** Makes `namespaceToFollow` the active namespace, if there is one. Returns it. */
export function activateConnectedNamespace(draft: State): Namespace | undefined {
  const connected = namespaceToFollow(draft)
  if (connected) draft.activeNamespace = connected
  return connected
}

/** SPEC §4 reset: account status disconnected, every account field and the network state cleared, connector id removed. */
export function setDisconnected(draft: State, namespace: Namespace) {
  const chain = chainOf(draft, namespace)
  const connectorId = draft.activeConnectorIds[namespace]
  const { preferredAccountType } = chain.accountState // a preference, not an account field: it stays
  chain.accountState = { ...initialAccountState(), ...(preferredAccountType ? { preferredAccountType } : {}) }
  chain.networkState = initialNetworkState()
  delete draft.activeConnectorIds[namespace]
  if (connectorId)
    draft.connections[namespace] = (draft.connections[namespace] ?? []).filter((c) => c.connectorId !== connectorId)
}
