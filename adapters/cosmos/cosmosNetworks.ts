import type { CosmosNetwork } from './cosmosChainDetails.js'

export type { CosmosChainDetails, CosmosNetwork } from './cosmosChainDetails.js'

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
