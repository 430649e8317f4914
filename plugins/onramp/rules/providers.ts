import type { Network } from 'foyer'

/** SPEC §9: Coinbase's pay chains, by EVM chain id; anything else falls back to ethereum. */
export const coinbasePayChains: Record<number, string> = {
  1: 'ethereum',
  42161: 'arbitrum',
  137: 'polygon',
  80094: 'berachain',
  43114: 'avalanche-c-chain',
  10: 'optimism',
  42220: 'celo',
  8453: 'base',
}

/** The Coinbase pay chain of a network: its own when Coinbase lists it, else the fallback, ethereum. */
export const coinbaseChainOf = (network: Pick<Network, 'id'>): string =>
  coinbasePayChains[Number(network.id)] ?? 'ethereum'

/** Where a Coinbase purchase lands when the network is not one of its pay chains: Ethereum, not this network. */
export const coinbaseFallsBack = (network: Pick<Network, 'id' | 'chainNamespace'>): boolean =>
  network.chainNamespace === 'eip155' && coinbasePayChains[Number(network.id)] === undefined

export type OnrampProviderId = 'meld' | 'coinbase'

export interface OnrampProviderInfo {
  id: OnrampProviderId
  name: string
  /** SPEC §9: both charge 1-2 %. */
  fee: string
}

const all: Record<OnrampProviderId, OnrampProviderInfo> = {
  meld: { id: 'meld', name: 'Meld', fee: '1-2% fee' },
  coinbase: { id: 'coinbase', name: 'Coinbase', fee: '1-2% fee' },
}

/**
 * The providers for a purchase, among those the project enables (SPEC §9): Meld on eip155 and solana (it sells
 * USDC there, and SOL on Solana), Coinbase on eip155 only.
 */
export function providersFor(namespace: string, symbol: string, enabled: readonly string[]): OnrampProviderInfo[] {
  const meld = (namespace === 'eip155' && symbol === 'USDC') || (namespace === 'solana' && symbol === 'SOL')
  const coinbase = namespace === 'eip155'
  return [meld && all.meld, coinbase && all.coinbase].filter(
    (provider): provider is OnrampProviderInfo =>
      Boolean(provider) && enabled.includes((provider as OnrampProviderInfo).id),
  )
}
