import type { FoyerState, Namespace } from 'foyer'

/** One connection as ProfileWallets shows it (SPEC §2): its wallet's name and image, its address. */
export interface ProfileWallet {
  connectorId: string
  name: string
  imageUrl: string | undefined
  address: string | undefined
  /** The namespace's active connection. */
  active: boolean
}

/** A namespace's connections, the active one first. */
export interface ProfileNamespace {
  namespace: Namespace
  wallets: ProfileWallet[]
}

/**
 * The connections of each namespace (those the app configured networks for, and any connected), with the
 * wallet each came from: the active one names the wallet the visitor chose (a listed wallet over
 * WalletConnect), the others their connector. A namespace without connections is listed empty.
 */
export function profileWallets(state: FoyerState): ProfileNamespace[] {
  const namespaces = new Set([
    ...(Object.keys(state.chains) as Namespace[]),
    ...(Object.keys(state.connections) as Namespace[]),
  ])
  return [...namespaces].map((namespace) => {
    const activeId = state.activeConnectorIds[namespace]
    const account = state.chains[namespace]?.accountState
    const wallets = (state.connections[namespace] ?? []).map((connection): ProfileWallet => {
      const connector = state.connectors.find((c) => c.id === connection.connectorId && c.chain === namespace)
      const active = connection.connectorId === activeId
      const info = active ? account?.connectedWalletInfo : undefined
      return {
        connectorId: connection.connectorId,
        name: info?.name ?? connector?.name ?? connection.connectorId,
        imageUrl: info?.icon ?? connector?.imageUrl,
        address: (active ? account?.address : undefined) ?? connection.accounts[0]?.address,
        active,
      }
    })
    return { namespace, wallets: [...wallets.filter((w) => w.active), ...wallets.filter((w) => !w.active)] }
  })
}
