import { type Chains, startChains } from '../../chains/startChains.js'
import { solanaApiNetwork } from '../../solana/solanaApiNetwork.js'
import { type SolanaRuntime, startSolana } from '../../solana/startSolana.js'
import { type ApiServer, createApiServer } from '../createApiServer.js'
import { type ApiClient, apiClient } from './apiClient.js'

export interface TestWorld {
  chains: Chains
  solana: SolanaRuntime
  api: ApiServer
  client: ApiClient
  stop(): Promise<void>
}

/** The chains, the Solana runtime and the data API over them, for one test file's `beforeAll`. */
export async function startTestWorld(): Promise<TestWorld> {
  const [chains, solana] = await Promise.all([startChains(), startSolana()])
  const api = await createApiServer({ chains, extraNetworks: [solanaApiNetwork(solana)] })
  return {
    chains,
    solana,
    api,
    client: apiClient(api.url),
    async stop() {
      await api.stop()
      await Promise.all([chains.stop(), solana.stop()])
    },
  }
}
