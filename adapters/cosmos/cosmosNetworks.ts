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

export interface CosmosNetworkParameters {
  chainId: string
  name: string
  restUrl: string
  rpcUrl?: string
  bech32Prefix?: string
  currency?: { name: string; symbol: string; decimals: number; denom?: string }
  testnet?: boolean
  explorerUrl?: string
}

/** A Cosmos network by its chain id (CAIP-2 `cosmos:<chain id>`), with its REST URL for balances. */
export function cosmosNetwork(parameters: CosmosNetworkParameters): CosmosNetwork {
  const { denom, ...currency } = parameters.currency ?? { name: 'Atom', symbol: 'ATOM', decimals: 6 }
  return {
    id: parameters.chainId,
    chainNamespace: 'cosmos',
    caipNetworkId: `cosmos:${parameters.chainId}`,
    name: parameters.name,
    nativeCurrency: currency,
    rpcUrls: { default: { http: [parameters.restUrl] } },
    ...(parameters.explorerUrl
      ? { blockExplorers: { default: { name: 'Explorer', url: parameters.explorerUrl } } }
      : {}),
    ...(parameters.testnet ? { testnet: true } : {}),
    cosmos: {
      restUrl: parameters.restUrl,
      ...(parameters.rpcUrl ? { rpcUrl: parameters.rpcUrl } : {}),
      ...(parameters.bech32Prefix ? { bech32Prefix: parameters.bech32Prefix } : {}),
      ...(denom ? { denom } : {}),
    },
  }
}

/** The Cosmos Hub (`cosmos:cosmoshub-4`), read through the public cosmos.directory endpoints. */
export const cosmosHub = cosmosNetwork({
  chainId: 'cosmoshub-4',
  name: 'Cosmos Hub',
  restUrl: 'https://rest.cosmos.directory/cosmoshub',
  rpcUrl: 'https://rpc.cosmos.directory/cosmoshub',
  currency: { name: 'Atom', symbol: 'ATOM', decimals: 6, denom: 'uatom' },
  explorerUrl: 'https://www.mintscan.io/cosmos',
})
