import { type Chain, defineChain } from 'viem'
import type { WorldChain } from './startChains.js'
import { MULTICALL3_ADDRESS, worldChainInfos } from './tokens.js'

/** A viem `Chain` for a running world chain (its local RPC URL, and Multicall3 at the canonical address). */
export function viemChain(chain: Pick<WorldChain, 'chainId' | 'name' | 'rpcUrl' | 'wsUrl'>): Chain {
  const info = worldChainInfos.find((candidate) => candidate.chainId === chain.chainId)
  return defineChain({
    id: chain.chainId,
    name: chain.name,
    nativeCurrency: info?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl], webSocket: [chain.wsUrl] } },
    contracts: { multicall3: { address: MULTICALL3_ADDRESS } },
  })
}
