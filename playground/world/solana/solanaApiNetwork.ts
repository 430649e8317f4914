import type { ExtraNetwork } from '../api/chain/createChainAccess.js'
import { SOLANA_USDC } from './localnet.js'
import type { SolanaRuntime } from './startSolana.js'

/** The Solana runtime as the data API's extra network: listed, proxied, and its SOL and USDC balances answered. */
export function solanaApiNetwork(runtime: Pick<SolanaRuntime, 'caipNetworkId' | 'rpcUrl' | 'wsUrl'>): ExtraNetwork {
  const { mint: address, name, symbol, decimals } = SOLANA_USDC
  return {
    caipNetworkId: runtime.caipNetworkId,
    rpcUrl: runtime.rpcUrl,
    wsUrl: runtime.wsUrl,
    tokens: [{ address, name, symbol, decimals }],
  }
}
