import type { Network } from 'foyer'
import { bitcoinMainnetReference, bitcoinRegtestReference, bitcoinTestnetReference } from './bitcoinNetworks.js'

/** The Bitcoin Wallet Standard's names of the networks (WALLETS.md §2.5), by CAIP-2 reference. */
const standardNames: Record<string, string> = {
  [bitcoinMainnetReference]: 'bitcoin:mainnet',
  [bitcoinTestnetReference]: 'bitcoin:testnet',
  [bitcoinRegtestReference]: 'bitcoin:regtest',
}

/** The chain id to give a wallet for `network`: the CAIP-2 id when the wallet names it, else the standard's name. */
export function walletChain(network: Pick<Network, 'caipNetworkId'>, walletChains: readonly string[]): string {
  if (walletChains.includes(network.caipNetworkId)) return network.caipNetworkId
  return standardNames[network.caipNetworkId.slice('bip122:'.length)] ?? network.caipNetworkId
}
