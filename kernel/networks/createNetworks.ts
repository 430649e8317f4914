import type { CaipNetworkId, Namespace, Network } from '../types.js'
import { toCaipAddress } from '../adapters/caip.js'
import type { AdapterRegistry } from '../adapters/createAdapterRegistry.js'
import type { Bus } from '../bus/createBus.js'
import { kernelError } from '../errors/kernelError.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'
import type { FoyerStorage } from '../storage/FoyerStorage.js'

/** The configured networks, the active one per namespace, and switching (SPEC §2, §4). */
export interface Networks {
  /** Every configured network, of every namespace. */
  all(): Network[]
  find(networkId: string): Network | undefined
  /** The active network of a namespace (the active namespace by default). */
  active(namespace?: Namespace): Network | undefined
  /**
   * Makes a network active; asks the connected wallet of its namespace to switch first. An unknown id
   * raises the switch-network-not-found alert and throws 'Network not found'.
   */
  switch(networkId: CaipNetworkId): Promise<void>
  /** Whether a switch of that namespace still waits on its wallet (the state's network may not be the wallet's). */
  switching(namespace: Namespace): boolean
  /** Removes a network; when it was active, the first remaining one of its chain becomes active. */
  remove(networkId: CaipNetworkId): void
}

export interface CreateNetworksParameters {
  store: Store<FoyerState>
  storage: FoyerStorage
  adapters: AdapterRegistry
  bus: Bus
  /** Closes the modal (after a switch away from a network the app does not list). */
  close(): void
}

export const switchNetworkNotFoundAlert = {
  code: 'SWITCH_NETWORK_NOT_FOUND',
  message: 'That network is not one this app offers.',
  variant: 'error',
} as const

export function createNetworks({ store, storage, adapters, bus, close }: CreateNetworksParameters): Networks {
  const all = () => Object.values(store.getState().chains).flatMap((chain) => chain?.networks ?? [])
  const find = (networkId: string) => all().find((network) => network.caipNetworkId === networkId)

  // The last switch asked of each namespace wins: an earlier one the wallet answers later changes nothing.
  const latest = new Map<Namespace, number>()
  const waiting = new Map<Namespace, number>()
  let asked = 0
  const askWallet = async (namespace: Namespace, connectorId: string, network: Network) => {
    waiting.set(namespace, (waiting.get(namespace) ?? 0) + 1)
    try {
      await adapters.capability(namespace, 'switchNetwork')({ connectorId, network })
    } finally {
      waiting.set(namespace, (waiting.get(namespace) ?? 1) - 1)
    }
  }

  const setActive = (namespace: Namespace, networkId: CaipNetworkId) =>
    store.update((draft) => {
      const chain = draft.chains[namespace]
      if (!chain) return
      chain.activeNetworkId = networkId
      if (chain.accountState.address)
        chain.accountState.caipAddress = toCaipAddress(networkId, chain.accountState.address)
      draft.activeNamespace = namespace
    })

  return {
    all,
    find,
    active(namespace) {
      const state = store.getState()
      const chain = state.chains[namespace ?? state.activeNamespace ?? 'eip155']
      return chain?.networks.find((network) => network.caipNetworkId === chain.activeNetworkId)
    },
    async switch(networkId) {
      const network = find(networkId)
      if (!network) {
        store.update((draft) => {
          draft.alert = { ...switchNetworkNotFoundAlert }
        })
        throw kernelError('NETWORK_NOT_FOUND', {}, { details: `No configured network has the id ${networkId}` })
      }
      const namespace = network.chainNamespace
      // A network the app lists for a chain it gave no adapter: nothing could connect or switch on it.
      if (!adapters.get(namespace))
        throw kernelError('CHAIN_ADAPTER_NOT_FOUND', {}, { details: `${networkId}: no ${namespace} adapter was given` })
      const before = store.getState()
      const chain = before.chains[namespace]
      const from = chain?.activeNetworkId
      const wasListed = chain?.networks.some((candidate) => candidate.caipNetworkId === from) ?? true
      const connectorId = before.activeConnectorIds[namespace]
      const ticket = ++asked
      latest.set(namespace, ticket)
      // A namespace whose wallet is on that network already becomes active without asking the wallet; while
      // an earlier switch still waits on it, the wallet may yet move, so it is asked.
      const moving = from !== networkId || (waiting.get(namespace) ?? 0) > 0
      if (connectorId && chain?.accountState.status === 'connected' && moving)
        await askWallet(namespace, connectorId, network)
      // Overtaken by a later switch: the wallet's own events carry the state and the stored network.
      if (latest.get(namespace) !== ticket) return
      const now = store.getState()
      // The wallet's own chainChanged event may have done this already (and announced it).
      if (now.chains[namespace]?.activeNetworkId !== networkId || now.activeNamespace !== namespace) {
        setActive(namespace, networkId)
        bus.emit('network:switched', { namespace, from, to: networkId })
      }
      storage.set('activeNetwork', networkId)
      if (!wasListed) close()
    },
    switching: (namespace) => (waiting.get(namespace) ?? 0) > 0,
    remove(networkId) {
      const network = find(networkId)
      if (!network) return
      const namespace = network.chainNamespace
      store.update((draft) => {
        const chain = draft.chains[namespace]
        if (!chain) return
        chain.networks = chain.networks.filter((candidate) => candidate.caipNetworkId !== networkId)
        if (chain.activeNetworkId === networkId) chain.activeNetworkId = chain.networks[0]?.caipNetworkId
      })
      const active = store.getState().chains[namespace]?.activeNetworkId
      if (active) storage.set('activeNetwork', active)
    },
  }
}
