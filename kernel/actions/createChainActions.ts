import type { Store } from '../state/createStore.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { CaipNetworkId, Namespace } from '../types.js'

/** How plugins change a namespace's chain state the kernel owns (its network before a wallet connects, its facts). */
export interface ChainActions {
  /**
   * The network a namespace's next wallet is asked for, while no wallet of it is connected (a connected one
   * switches through `networks.switch`); an id that is not one of the namespace's networks changes nothing.
   */
  preselectNetwork(namespace: Namespace, networkId: CaipNetworkId): void
  /** The chain ids where the namespace's embedded wallet offers smart accounts (whole numbers). */
  setSmartAccountNetworks(namespace: Namespace, chainIds: number[]): void
}

/** The chain actions over the kernel's store. */
export function createChainActions(store: Store<FoyerState>): ChainActions {
  return {
    preselectNetwork(namespace, networkId) {
      store.update((draft) => {
        const chain = draft.chains[namespace]
        if (!chain || chain.accountState.status === 'connected') return
        if (chain.networks.some((network) => network.caipNetworkId === networkId)) chain.activeNetworkId = networkId
      })
    },
    setSmartAccountNetworks(namespace, chainIds) {
      if (!Array.isArray(chainIds) || !chainIds.every(Number.isInteger)) return
      store.update((draft) => {
        const network = draft.chains[namespace]?.networkState
        if (network) network.smartAccountEnabledNetworks = chainIds
      })
    },
  }
}
