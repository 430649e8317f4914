import type { Network } from 'foyer'

/** What a Cosmos chain needs beyond a Network: its bech32 prefix, REST (LCD) URL and native denom. */
export interface CosmosChainDetails {
  /** The bech32 prefix of account addresses (default 'cosmos'). */
  bech32Prefix: string
  /** The chain's REST (LCD) URL: balances come from `/cosmos/bank/v1beta1/balances/{address}`. */
  restUrl: string
  /** The Tendermint RPC URL (a wallet asked to add the chain wants one; default the REST URL). */
  rpcUrl: string
  /** The native coin's minimal denom (default 'u' + the symbol in lower case: uatom). */
  denom: string
  /** The BIP-44 coin type (default 118). */
  coinType: number
}

/** A Cosmos network: a Network whose `id` is the chain id, with its chain details. */
export type CosmosNetwork = Network & { cosmos?: Partial<CosmosChainDetails> }

/**
 * The details of a Cosmos network, with defaults: a network made elsewhere (the app's own, a world chain) is
 * read by its REST URL in `rpcUrls.default.http[0]`.
 */
export function cosmosChainDetails(network: Network): CosmosChainDetails {
  const own = (network as CosmosNetwork).cosmos ?? {}
  const restUrl = own.restUrl ?? network.rpcUrls.default.http[0] ?? ''
  return {
    bech32Prefix: own.bech32Prefix ?? 'cosmos',
    restUrl,
    rpcUrl: own.rpcUrl ?? restUrl,
    denom: own.denom ?? `u${network.nativeCurrency.symbol.toLowerCase()}`,
    coinType: own.coinType ?? 118,
  }
}

/** The chain id of a Cosmos network (its CAIP-2 reference). */
export const chainIdOf = (network: Pick<Network, 'caipNetworkId'>) => network.caipNetworkId.slice('cosmos:'.length)
