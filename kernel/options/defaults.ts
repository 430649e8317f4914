import type { AccountType, Namespace } from '../types.js'

/** SPEC §9 defaults. */
export const socialProviders = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export type SocialProvider = (typeof socialProviders)[number]

export const walletFeatureIds = ['onramp', 'swaps', 'receive', 'send'] as const
export type WalletFeatureId = (typeof walletFeatureIds)[number]

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

export const connectMethods = ['email', 'social', 'wallet'] as const
export type ConnectMethod = (typeof connectMethods)[number]

/** SPEC §9: swaps go through 1inch; onramp through Meld and Coinbase. */
export const swapProviders = ['1inch'] as const
export type SwapProvider = (typeof swapProviders)[number]
export const onrampProviders = ['meld', 'coinbase'] as const
export type OnrampProvider = (typeof onrampProviders)[number]

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
