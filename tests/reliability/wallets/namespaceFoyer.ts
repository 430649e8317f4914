import { type AdapterDefinition, createFoyer } from '../../../kernel/index.js'
import type { Namespace, Network } from '../../../kernel/types.js'
import { createMemoryBackend } from '../../../kernel/storage/resolveStorageBackend.js'
import { snapshot } from '../Boundary.js'

/**
 * A Foyer with one namespace's adapter, storing in memory, and what a refused wallet answer must leave as it was:
 * the connections, the active namespace and connectors, each namespace's accounts and network, and what is stored.
 */
export function namespaceFoyer(namespace: Namespace, adapter: AdapterDefinition, networks: Network[]) {
  const backend = createMemoryBackend()
  const foyer = createFoyer({
    projectId: 'p',
    networks: networks as [Network, ...Network[]],
    storage: backend,
    logLevel: 'silent',
    metadata: { name: 'Fuzz', description: '', url: 'http://localhost', icons: [] },
    adapters: [adapter],
  })
  const state = () => {
    const { activeNamespace, connections, activeConnectorIds, chains } = foyer.getState()
    const chain = chains[namespace]
    return snapshot({
      activeNamespace,
      connections,
      activeConnectorIds,
      address: chain?.accountState.address,
      accounts: chain?.accountState.allAccounts,
      network: chain?.activeNetworkId,
      stored: ['connections', 'recentWallets', 'activeNetwork'].map((key) => backend.getItem(`foyer:${key}`)),
    })
  }
  /** The addresses of the namespace's connection (none when disconnected). */
  const addresses = () =>
    foyer.getState().connections[namespace]?.flatMap((connection) => connection.accounts.map((a) => a.address)) ?? []
  return { foyer, state, addresses, ready: foyer.ready() }
}
