import type { AdapterContext } from 'foyer'
import type { DiscoveredProvider } from './discoverConnectors.js'

/** The Coinbase connector's settings (`coinbaseConnector(settings)`); every field is optional. */
export interface CoinbaseSettings {
  /**
   * The page Coinbase's SDK opens in a popup for every approval: Coinbase's own
   * (`https://keys.coinbase.com/connect`) by default. A stand-in's URL for tests (the world's `coinbaseKeysUrl`).
   */
  keysUrl?: string
  /** Which Coinbase wallets the popup offers: all (default), the smart wallet only, or the EOA only. */
  options?: 'all' | 'smartWalletOnly' | 'eoaOnly'
}

/** What `coinbaseConnector(settings)` gives `eip155Adapter({ coinbase })`: the connector, made when the adapter starts. */
export type CoinbaseConnector = (context: AdapterContext) => DiscoveredProvider
