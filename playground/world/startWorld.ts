import { createApiServer } from './api/createApiServer.js'
import { type Chains, startChains, type WorldChain } from './chains/startChains.js'
import type { FrameControl } from './frame/control/FrameControl.js'
import { buildFramePage } from './frame/page/buildFramePage.js'
import { type FrameSite, startFrameSite } from './frame/startFrameSite.js'
import { type Relay, startRelay } from './relay/startRelay.js'

export const worldProjectId = 'foyer-local-project'

/** What the playground and the browser tests read (served as /world.json). */
export interface WorldConfig {
  projectId: string
  /** Base URLs for Foyer's `urls` option (`relay` is the WalletConnect relay, `ws://`). */
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
  /** The embedded-wallet site's control (mailbox, device approvals, social and Farcaster decisions, faults). */
  frame: FrameControl
  frameSite: FrameSite
  /** The WalletConnect relay (and Verify stand-in). */
  relay: Relay
  /** Back to the seeded state: chains reverted, the API's and the site's switches, faults and records cleared. */
  reset(): Promise<void>
  stop(): Promise<void>
}

export interface StartWorldOptions {
  /** Ports for the chains (in order), the API, the relay and the embedded-wallet site; free ports by default. */
  chainPorts?: number[]
  apiPort?: number
  relayPort?: number
  framePort?: number
}

type Stoppable = { stop(): Promise<void> }

/**
 * Starts services side by side. When one fails, the ones that did start are stopped (with those of
 * earlier stages) and the first failure is thrown, so a failed start leaves nothing running.
 */
async function together<T extends readonly Stoppable[]>(
  running: Stoppable[],
  starts: { [K in keyof T]: Promise<T[K]> },
): Promise<T> {
  const settled = await Promise.allSettled(starts)
  for (const result of settled) if (result.status === 'fulfilled') running.push(result.value as Stoppable)
  const failed = settled.find((result) => result.status === 'rejected')
  if (!failed) return settled.map((result) => (result as PromiseFulfilledResult<unknown>).value) as unknown as T
  await Promise.allSettled(running.reverse().map((service) => service.stop()))
  throw failed.reason
}

/** Starts every local stand-in: the chains and the relay, then the data API and the embedded-wallet site (which use the chains). */
export async function startWorld(options: StartWorldOptions = {}): Promise<World> {
  void buildFramePage().catch(() => undefined) // bundling the frame page overlaps the chains' start
  const running: Stoppable[] = []
  const [chains, relay] = await together<[Chains, Relay]>(running, [
    startChains(options.chainPorts ? { ports: options.chainPorts } : {}),
    startRelay(options.relayPort === undefined ? {} : { port: options.relayPort }),
  ])
  const [api, frameSite] = await together<[World['api'], FrameSite]>(running, [
    createApiServer({ chains, ...(options.apiPort === undefined ? {} : { port: options.apiPort }) }),
    startFrameSite({ chains: chains.chains, ...(options.framePort === undefined ? {} : { port: options.framePort }) }),
  ])
  const config: WorldConfig = {
    projectId: worldProjectId,
    urls: {
      api: api.url,
      directory: api.url,
      config: api.url,
      analytics: api.url,
      rpc: api.url,
      relay: relay.url,
      frame: frameSite.url,
    },
    pages: { embeddedWallet: frameSite.pages.home, mailbox: frameSite.pages.mailbox },
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
    frame: frameSite.control,
    frameSite,
    relay,
    async reset() {
      await chains.reset()
      api.control.reset()
      await frameSite.control.reset()
    },
    async stop() {
      await Promise.all([api.stop(), frameSite.stop(), relay.stop()])
      await chains.stop()
    },
  }
}
