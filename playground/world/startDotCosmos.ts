// The world's Polkadot and Cosmos dev chains side by side: the Substrate JSON-RPC stand-in and the Cosmos REST
// stand-in, described as world.json chains (the playground turns them into Foyer networks).
import { COSMOS_LOCAL_CHAIN_ID } from './cosmos/cosmosLocalChain.js'
import { type CosmosRest, startCosmosRest } from './cosmos/startCosmosRest.js'
import { POLKADOT_DEV_TOKEN } from './polkadot/polkadotDevChain.js'
import { type SubstrateRpc, startSubstrateRpc } from './polkadot/startSubstrateRpc.js'

/** A world chain of polkadot or cosmos: `chainId` is the CAIP-2 reference; `rpcUrl` the JSON-RPC or REST URL. */
export interface DotCosmosWorldChain {
  namespace: 'polkadot' | 'cosmos'
  chainId: string
  caipNetworkId: string
  name: string
  rpcUrl: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

export interface DotCosmos {
  polkadot: SubstrateRpc
  cosmos: CosmosRest
  chains: DotCosmosWorldChain[]
  reset(): void
  stop(): Promise<void>
}

export async function startDotCosmos(options: { polkadotPort?: number; cosmosPort?: number } = {}): Promise<DotCosmos> {
  const [polkadot, cosmos] = await Promise.all([
    startSubstrateRpc(options.polkadotPort === undefined ? {} : { port: options.polkadotPort }),
    startCosmosRest(options.cosmosPort === undefined ? {} : { port: options.cosmosPort }),
  ])
  return {
    polkadot,
    cosmos,
    chains: [
      {
        namespace: 'polkadot',
        chainId: polkadot.caipNetworkId.slice('polkadot:'.length),
        caipNetworkId: polkadot.caipNetworkId,
        name: 'Polkadot (local)',
        rpcUrl: polkadot.rpcUrl,
        nativeCurrency: { name: 'Unit', symbol: POLKADOT_DEV_TOKEN.symbol, decimals: POLKADOT_DEV_TOKEN.decimals },
      },
      {
        namespace: 'cosmos',
        chainId: COSMOS_LOCAL_CHAIN_ID,
        caipNetworkId: `cosmos:${COSMOS_LOCAL_CHAIN_ID}`,
        name: 'Cosmos (local)',
        rpcUrl: cosmos.restUrl,
        nativeCurrency: { name: 'Atom', symbol: 'ATOM', decimals: 6 },
      },
    ],
    reset() {
      polkadot.reset()
      cosmos.reset()
    },
    stop: () => Promise.all([polkadot.stop(), cosmos.stop()]).then(() => undefined),
  }
}
