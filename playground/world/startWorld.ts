import { createApiServer } from './api/createApiServer.js'
import { type Chains, startChains, type WorldChain } from './chains/startChains.js'
import { type Relay, startRelay } from './relay/startRelay.js'

export const worldProjectId = 'foyer-local-project'

/** What the playground and the browser tests read (served as /world.json). */
export interface WorldConfig {
  projectId: string
  /** Base URLs for Foyer's `urls` option (`relay` is the WalletConnect relay, `ws://`); frame appears once the world
   *  runs it. */
  urls: {
    api: string
    directory: string
    config: string
    analytics: string
    rpc: string
    relay?: string
    frame?: string
  }
  /** The stand-in for WalletConnect Verify (on the relay's port). Not a Foyer option: WalletConnect hard-codes its
   *  Verify server; the playground's build points it here (relay/worldVerifyPlugin.ts). */
  verifyUrl?: string
  chains: (Pick<WorldChain, 'chainId' | 'name' | 'rpcUrl' | 'wsUrl' | 'contracts'> & {
    namespace: 'eip155'
    nativeCurrency: { name: string; symbol: string; decimals: number }
  })[]
}

export interface World {
  config: WorldConfig
  chains: Chains
  api: Awaited<ReturnType<typeof createApiServer>>
  /** The WalletConnect relay (and Verify stand-in). */
  relay: Relay
  /** Back to the seeded state: chains reverted, the API's switches, faults and records cleared. */
  reset(): Promise<void>
  stop(): Promise<void>
}

export interface StartWorldOptions {
  /** Ports for the chains (in order), the API and the relay; free ports by default. */
  chainPorts?: number[]
  apiPort?: number
  relayPort?: number
}

/** Starts every local stand-in: the chains and the WalletConnect relay, then the data API (which reads the chains). */
export async function startWorld(options: StartWorldOptions = {}): Promise<World> {
  const [startedChains, startedRelay] = await Promise.allSettled([
    startChains(options.chainPorts ? { ports: options.chainPorts } : {}),
    startRelay(options.relayPort === undefined ? {} : { port: options.relayPort }),
  ])
  if (startedChains.status === 'rejected' || startedRelay.status === 'rejected') {
    if (startedChains.status === 'fulfilled') await startedChains.value.stop()
    if (startedRelay.status === 'fulfilled') await startedRelay.value.stop()
    throw startedChains.status === 'rejected' ? startedChains.reason : (startedRelay as PromiseRejectedResult).reason
  }
  const [chains, relay] = [startedChains.value, startedRelay.value]
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
        relay: relay.url,
      },
      verifyUrl: relay.verifyUrl,
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
      relay,
      async reset() {
        await chains.reset()
        api.control.reset()
      },
      async stop() {
        await api.stop()
        await Promise.all([relay.stop(), chains.stop()])
      },
    }
  } catch (error) {
    await Promise.all([relay.stop(), chains.stop()])
    throw error
  }
}
