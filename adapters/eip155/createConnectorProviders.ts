import { foyerError } from 'foyer/kit'

import type { DiscoveredProvider } from './discoverConnectors.js'
import type { Eip1193Provider } from './Eip1193Provider.js'

/** The wallets discovery found, and their providers once resolved (a lazy provider resolves on first use). */
export function createConnectorProviders() {
  const found = new Map<string, DiscoveredProvider>()
  const resolved = new Map<string, Eip1193Provider>()
  return {
    /** Replaces the discovered list. */
    set(list: readonly DiscoveredProvider[]) {
      found.clear()
      for (const entry of list) found.set(entry.connector.id, entry)
    },
    entry: (connectorId: string) => found.get(connectorId),
    resolved: (connectorId: string) => resolved.get(connectorId),
    async providerOf(connectorId: string): Promise<Eip1193Provider> {
      const known = resolved.get(connectorId)
      if (known) return known
      const entry = found.get(connectorId)
      if (!entry) throw foyerError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { connectorId })
      const provider = typeof entry.provider === 'function' ? await entry.provider() : entry.provider
      resolved.set(connectorId, provider)
      return provider
    },
  }
}

export type ConnectorProviders = ReturnType<typeof createConnectorProviders>
