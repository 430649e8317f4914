import type { AccountState, ChainState, Namespace, Network, NetworkState } from '../types.js'

export const initialAccountState = (): AccountState => ({
  status: 'disconnected',
  tokenBalance: [],
  allAccounts: [],
  currentTab: 0,
})

export const initialNetworkState = (): NetworkState => ({
  approvedCaipNetworkIds: [],
  supportsAllNetworks: true,
  smartAccountEnabledNetworks: [],
})

export function initialChainState(namespace: Namespace, networks: Network[], active?: Network): ChainState {
  return {
    namespace,
    networks,
    activeNetworkId: (active ?? networks[0])?.caipNetworkId,
    accountState: initialAccountState(),
    networkState: initialNetworkState(),
  }
}
