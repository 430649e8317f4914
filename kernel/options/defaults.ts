import type { AccountType, Namespace } from '../types.js'

/** SPEC §9 defaults. */
export const connectorTypeOrderDefault = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
] as const
export type ConnectorTypeOrderItem = (typeof connectorTypeOrderDefault)[number]

export const defaultAccountTypes: Record<Exclude<Namespace, 'cosmos'>, AccountType> = {
  bip122: 'payment',
  eip155: 'smartAccount',
  polkadot: 'eoa',
  solana: 'eoa',
}

/** The real services; the world (playground/world) replaces every one of them by option. */
export const defaultUrls = {
  api: 'https://rpc.walletconnect.org',
  directory: 'https://api.web3modal.org',
  config: 'https://api.web3modal.org',
  analytics: 'https://pulse.walletconnect.org',
  rpc: 'https://rpc.walletconnect.org',
  relay: 'wss://relay.walletconnect.org',
  frame: 'https://secure.walletconnect.org/sdk',
  /** The onramp providers' checkout pages (SERVICES.md §1.7): Meld's page, and the origin of Coinbase's URLs. */
  meld: 'https://meldcrypto.com',
  coinbase: 'https://pay.coinbase.com',
} as const
export type ServiceUrls = { [K in keyof typeof defaultUrls]: string } & {
  /** One checkout host for every onramp provider (a stand-in of both): replaces `meld` and `coinbase`. */
  onrampCheckout?: string
}

export const sdkType = 'foyer'
export const sdkVersion = 'react-foyer-0.1.0'
