import type { Network } from '../types.js'

/** An eip155 network for tests (its RPC URL leads nowhere unless a test serves it). */
export function testNetwork(id: number, name = `Chain ${id}`, rpcUrl = 'http://127.0.0.1:8545'): Network {
  return {
    id,
    chainNamespace: 'eip155',
    caipNetworkId: `eip155:${id}`,
    name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } },
  }
}
