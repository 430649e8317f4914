import { foyerError } from 'foyer/kit'
import type { DiscoveredSolanaWallet } from './discoverSolanaWallets.js'
import type { SolanaWalletHandle } from './SolanaWallet.js'

/** The wallets discovery found, and their handles once made (an app's connector makes its own on first use). */
export function createWalletHandles() {
  const found = new Map<string, DiscoveredSolanaWallet>()
  const made = new Map<string, SolanaWalletHandle>()
  return {
    /** Replaces the discovered list. */
    set(list: readonly DiscoveredSolanaWallet[]) {
      found.clear()
      for (const entry of list) found.set(entry.connector.id, entry)
    },
    made: (connectorId: string) => made.get(connectorId),
    async handleOf(connectorId: string): Promise<SolanaWalletHandle> {
      const entry = found.get(connectorId)
      const known = made.get(connectorId)
      if (known && (!entry || typeof entry.handle === 'function' || entry.handle === known)) return known
      if (!entry) throw foyerError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { connectorId })
      const handle = typeof entry.handle === 'function' ? await entry.handle() : entry.handle
      made.set(connectorId, handle)
      return handle
    },
  }
}

export type WalletHandles = ReturnType<typeof createWalletHandles>
