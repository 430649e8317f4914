import { type Chains, startChains } from '../../chains/startChains.js'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { type ApiClient, apiClient } from './apiClient.js'

export interface TestWorld {
  chains: Chains
  api: ApiServer
  client: ApiClient
  stop(): Promise<void>
}

/** The chains and the data API over them, for one test file's `beforeAll`. */
export async function startTestWorld(): Promise<TestWorld> {
  const chains = await startChains()
  const api = await createApiServer({ chains })
  return {
    chains,
    api,
    client: apiClient(api.url),
    async stop() {
      await api.stop()
      await chains.stop()
    },
  }
}
