// One test file's world for the frame site: the chains and the site over them.
import { type Chains, startChains } from '../../chains/startChains.js'
import { type WorldClients, worldClients } from '../../chains/worldClients.js'
import { type FrameSite, type FrameSiteOptions, startFrameSite } from '../startFrameSite.js'
import { type FrameDeviceOptions, frameDevice } from './frameDevice.js'

export interface FrameTestSite {
  chains: Chains
  site: FrameSite
  clients: WorldClients
  device(options?: FrameDeviceOptions): ReturnType<typeof frameDevice>
  stop(): Promise<void>
}

export async function startFrameTestSite(options: Omit<FrameSiteOptions, 'chains'> = {}): Promise<FrameTestSite> {
  const chains = await startChains()
  try {
    const site = await startFrameSite({ ...options, chains: chains.chains })
    return {
      chains,
      site,
      clients: worldClients(chains),
      device: (deviceOptions) => frameDevice(site.url, deviceOptions),
      async stop() {
        await site.stop()
        await chains.stop()
      },
    }
  } catch (error) {
    await chains.stop()
    throw error
  }
}
