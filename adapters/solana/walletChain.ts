import type { Network } from 'foyer'

/** The Wallet Standard's names of the public clusters (WALLETS.md §1.2), by CAIP-2 reference. */
const standardNames: Record<string, string> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The chain id to give a wallet for `network`: the CAIP-2 id when the wallet names it, else the standard's
 * name of a public cluster, else `solana:localnet` (a local cluster has no other name in the standard).
 */
export function walletChain(network: Pick<Network, 'caipNetworkId'>, walletChains: readonly string[]): string {
  if (walletChains.includes(network.caipNetworkId)) return network.caipNetworkId
  return standardNames[network.caipNetworkId.slice('solana:'.length)] ?? 'solana:localnet'
}
