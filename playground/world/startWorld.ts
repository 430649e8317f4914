import { createApiServer } from './api/createApiServer.js'
import { type Chains, startChains, type WorldChain } from './chains/startChains.js'
import type { FrameControl } from './frame/control/FrameControl.js'
import { buildFramePage } from './frame/page/buildFramePage.js'
import { type FrameSite, startFrameSite } from './frame/startFrameSite.js'

export const worldProjectId = 'foyer-local-project'

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
  /** Pages for a person: the embedded-wallet site's front page (logins waiting) and its mailbox. */
  pages: { embeddedWallet: string; mailbox: string }
  chains: (Pick<WorldChain, 'chainId' | 'name' | 'rpcUrl' | 'wsUrl' | 'contracts'> & {
    namespace: 'eip155'
    nativeCurrency: { name: string; symbol: string; decimals: number }
  })[]
}

export interface World {
  config: WorldConfig
  chains: Chains
  api: Awaited<ReturnType<typeof createApiServer>>
  /** The embedded-wallet site's control (mailbox, device approvals, social and Farcaster decisions, faults). */
  frame: FrameControl
  frameSite: FrameSite
  /** Back to the seeded state: chains reverted, the API's switches, faults and records cleared. */
  reset(): Promise<void>
  stop(): Promise<void>
}

export interface StartWorldOptions {
  /** Ports for the chains (in order) and the API; free ports by default. */
  chainPorts?: number[]
  apiPort?: number
  /** Port of the embedded-wallet site; a free port by default. */
  framePort?: number
}

/** Starts every local stand-in: the chains, then the data API and the embedded-wallet site (which use them). */
export async function startWorld(options: StartWorldOptions = {}): Promise<World> {
  void buildFramePage().catch(() => undefined) // bundling the frame page overlaps the chains' start
  const chains = await startChains(options.chainPorts ? { ports: options.chainPorts } : {})
  // Settle both before judging, so a failure never leaves the other one running.
  const [apiStart, siteStart] = await Promise.allSettled([
    createApiServer({ chains, ...(options.apiPort === undefined ? {} : { port: options.apiPort }) }),
    startFrameSite({ chains: chains.chains, ...(options.framePort === undefined ? {} : { port: options.framePort }) }),
  ])
  if (apiStart.status === 'rejected' || siteStart.status === 'rejected') {
    await Promise.allSettled(
      [apiStart, siteStart].flatMap((start) => (start.status === 'fulfilled' ? [start.value.stop()] : [])),
    )
    await chains.stop()
    throw apiStart.status === 'rejected' ? apiStart.reason : (siteStart as PromiseRejectedResult).reason
  }
  const api = apiStart.value
  const frameSite = siteStart.value
  const config: WorldConfig = {
    projectId: worldProjectId,
    urls: {
      api: api.url,
      directory: api.url,
      config: api.url,
      analytics: api.url,
      rpc: api.url,
      frame: frameSite.url,
    },
    pages: { embeddedWallet: frameSite.pages.home, mailbox: frameSite.pages.mailbox },
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
    frame: frameSite.control,
    frameSite,
    async reset() {
      await chains.reset()
      api.control.reset()
      await frameSite.control.reset()
    },
    async stop() {
      await Promise.all([api.stop(), frameSite.stop()])
      await chains.stop()
    },
  }
}
