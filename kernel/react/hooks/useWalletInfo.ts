import type { ConnectorType, Namespace } from '../../index.js'
import { useFoyerState } from './useFoyerState.js'

export interface WalletInfo {
  /** The wallet's name as its connector gives it ("MetaMask", "WalletConnect"...). */
  name: string
  /** Its icon: an image URL (a data URI for announced wallets), when it has one. */
  icon: string | undefined
  type: ConnectorType
  connectorId: string
}

/** The wallet behind a namespace's active connection (the active namespace's by default); undefined when none. */
export function useWalletInfo(namespace?: Namespace): WalletInfo | undefined {
  return useFoyerState((state) => {
    const of = namespace ?? state.activeNamespace
    const id = of ? state.activeConnectorIds[of] : undefined
    const connector = id
      ? state.connectors.find((candidate) => candidate.id === id && candidate.chain === of)
      : undefined
    return connector
      ? { name: connector.name, icon: connector.imageUrl, type: connector.type, connectorId: connector.id }
      : undefined
  })
}
