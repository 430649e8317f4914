import { createApiServer } from './api/createApiServer.js'
import { type Chains, startChains, type WorldChain } from './chains/startChains.js'

export const worldProjectId = 'foyer-local-project'

/** What the playground and the browser tests read (served as /world.json). */
export interface WorldConfig {
  projectId: string
  /** Base URLs for Foyer's `urls` option; relay and frame appear once the world runs them. */
  urls: { api: string; directory: string; config: string; analytics: string; rpc: string; relay?: string; frame?: string }
  chains: (Pick<WorldChain, 'chainId' | 'name' | 'rpcUrl' | 'wsUrl' | 'contracts'> & {
    namespace: 'eip155'
    nativeCurrency: { name: string; symbol: string; decimals: number }
  })[]
}

export interface World {
  config: WorldConfig
  chains: Chains
  api: Awaited<ReturnType<typeof createApiServer>>
  /** Back to the seeded state: chains reverted, the API's switches, faults and records cleared. */
  reset(): Promise<void>
  stop(): Promise<void>
}

export interface StartWorldOptions {
  /** Ports for the chains (in order) and the API; free ports by default. */
  chainPorts?: number[]
  apiPort?: number
}

/** Starts every local stand-in: the chains, then the data API (which reads them). */
export async function startWorld(options: StartWorldOptions = {}): Promise<World> {
  const chains = await startChains(options.chainPorts ? { ports: options.chainPorts } : {})
  try {
    const api = await createApiServer({ chains, ...(options.apiPort === undefined ? {} : { port: options.apiPort }) })
    const config: WorldConfig = {
      projectId: worldProjectId,
      urls: {
        api: api.url,
        directory: api.url,
        config: api.url,
        analytics: api.url,
        rpc: api.url,
      },
      chains: chains.chains.map(({ chainId, name, rpcUrl, wsUrl, contracts }) => ({
        chainId,
        name,
        rpcUrl,
        wsUrl,
        contracts,
        namespace: 'eip155',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      })),
    }
    return {
      config,
      chains,
      api,
      async reset() {
        await chains.reset()
        api.control.reset()
      },
      async stop() {
        await api.stop()
        await chains.stop()
      },
    }
  } catch (error) {
    await chains.stop()
    throw error
  }
}
