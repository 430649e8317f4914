import { foyerError } from 'foyer/kit'
import type { BitcoinWalletHandle } from './BitcoinWallet.js'
import type { DiscoveredBitcoinWallet } from './discoverBitcoinWallets.js'

/** The wallets discovery found, and their handles once made (an app's connector makes its own on first use). */
export function createWalletHandles() {
  const found = new Map<string, DiscoveredBitcoinWallet>()
  const made = new Map<string, BitcoinWalletHandle>()
  return {
    /** Replaces the discovered list. */
    set(list: readonly DiscoveredBitcoinWallet[]) {
      found.clear()
      for (const entry of list) found.set(entry.connector.id, entry)
    },
    async handleOf(connectorId: string): Promise<BitcoinWalletHandle> {
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
