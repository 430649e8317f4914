import type { ChainAccess } from '../chain/createChainAccess.js'
import { type ChainIndex, createChainIndex } from './createChainIndex.js'

/** One index per world chain, by CAIP-2 id, shared by the history and NFT routes. */
export const createChainIndexes = (access: ChainAccess): ChainIndexes =>
  new Map(access.networks.map((network) => [network.caipNetworkId, createChainIndex(network)]))

export type ChainIndexes = ReadonlyMap<string, ChainIndex>
