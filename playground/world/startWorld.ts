import { createApiServer } from './api/createApiServer.js'
import { type Chains, startChains, type WorldChain } from './chains/startChains.js'
import { SOL, SOLANA_USDC } from './solana/localnet.js'
import { solanaApiNetwork } from './solana/solanaApiNetwork.js'
import { type SolanaRuntime, startSolana } from './solana/startSolana.js'

// Bitcoin, Polkadot and Cosmos need no runtime here: their test wallets (wallets/bitcoin, polkadot, cosmos) sign
// with real keys, and their signatures are verified with each ecosystem's own library.

export const worldProjectId = 'foyer-local-project'

export type EvmWorldChain = Pick<WorldChain, 'chainId' | 'name' | 'rpcUrl' | 'wsUrl' | 'contracts'> & {
  namespace: 'eip155'
  nativeCurrency: { name: string; symbol: string; decimals: number }
}

/** The Solana localnet: `chainId` is the CAIP-2 reference (the genesis hash's first 32 characters). */
export interface SolanaWorldChain {
  namespace: 'solana'
  chainId: string
  caipNetworkId: string
  name: string
  rpcUrl: string
  wsUrl: string
  genesisHash: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  /** The USDC-like SPL token (6 decimals). */
  tokens: { usdc: string }
}

/** What the playground and the browser tests read (served as /world.json). */
export interface WorldConfig {
  projectId: string
  /** Base URLs for Foyer's `urls` option; relay and frame appear once the world runs them. */
  urls: {
    api: string
    directory: string
    config: string
    analytics: string
    rpc: string
    relay?: string
    frame?: string
  }
  chains: (EvmWorldChain | SolanaWorldChain)[]
}

/** The EVM chains of a world config (config.chains also holds the Solana localnet). */
export const evmChains = (config: Pick<WorldConfig, 'chains'>) =>
  config.chains.filter((chain): chain is EvmWorldChain => chain.namespace === 'eip155')

/** The Solana localnet of a world config. */
export const solanaChain = (config: Pick<WorldConfig, 'chains'>) =>
  config.chains.find((chain): chain is SolanaWorldChain => chain.namespace === 'solana')

export interface World {
  config: WorldConfig
  chains: Chains
  solana: SolanaRuntime
  api: Awaited<ReturnType<typeof createApiServer>>
  /** Back to the seeded state: chains reverted, Solana re-seeded, the API's switches, faults and records cleared. */
  reset(): Promise<void>
  stop(): Promise<void>
}

export interface StartWorldOptions {
  /** Ports for the chains (in order) and the API; free ports by default. */
  chainPorts?: number[]
  /** The Solana JSON-RPC port (its WebSocket takes the next one); free ports by default. */
  solanaPort?: number
  apiPort?: number
}

function solanaWorldChain(solana: SolanaRuntime): SolanaWorldChain {
  const { name, symbol, decimals } = SOL
  return {
    namespace: 'solana',
    chainId: solana.caipNetworkId.slice('solana:'.length),
    caipNetworkId: solana.caipNetworkId,
    name: 'Solana (local)',
    rpcUrl: solana.rpcUrl,
    wsUrl: solana.wsUrl,
    genesisHash: solana.genesisHash,
    nativeCurrency: { name, symbol, decimals },
    tokens: { usdc: SOLANA_USDC.mint },
  }
}

/** Starts every local stand-in: the chains and the Solana runtime side by side, then the data API (which reads them). */
export async function startWorld(options: StartWorldOptions = {}): Promise<World> {
  const [chainsResult, solanaResult] = await Promise.allSettled([
    startChains(options.chainPorts ? { ports: options.chainPorts } : {}),
    startSolana(options.solanaPort === undefined ? {} : { port: options.solanaPort }),
  ])
  if (chainsResult.status === 'rejected' || solanaResult.status === 'rejected') {
    if (chainsResult.status === 'fulfilled') await chainsResult.value.stop()
    if (solanaResult.status === 'fulfilled') await solanaResult.value.stop()
    throw chainsResult.status === 'rejected' ? chainsResult.reason : (solanaResult as PromiseRejectedResult).reason
  }
  const chains = chainsResult.value
  const solana = solanaResult.value
  const stopRuntimes = () => Promise.all([chains.stop(), solana.stop()])
  try {
    const api = await createApiServer({
      chains,
      extraNetworks: [solanaApiNetwork(solana)],
      ...(options.apiPort === undefined ? {} : { port: options.apiPort }),
    })
    const config: WorldConfig = {
      projectId: worldProjectId,
      urls: {
        api: api.url,
        directory: api.url,
        config: api.url,
        analytics: api.url,
        rpc: api.url,
      },
      chains: [
        ...chains.chains.map(
          ({ chainId, name, rpcUrl, wsUrl, contracts }): EvmWorldChain => ({
            chainId,
            name,
            rpcUrl,
            wsUrl,
            contracts,
            namespace: 'eip155',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          }),
        ),
        solanaWorldChain(solana),
      ],
    }
    return {
      config,
      chains,
      solana,
      api,
      async reset() {
        await chains.reset()
        solana.reset()
        api.control.reset()
      },
      async stop() {
        await api.stop()
        await stopRuntimes()
      },
    }
  } catch (error) {
    await stopRuntimes()
    throw error
  }
}
