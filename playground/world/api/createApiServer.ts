import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Clock, systemClock } from '../../../kernel/clock.js'
import { analyticsRoutes } from './analytics/analyticsRoutes.js'
import { balanceRoutes } from './balances/balanceRoutes.js'
import { type ApiChains, createChainAccess, type ExtraNetwork } from './chain/createChainAccess.js'
import { configRoutes } from './config/configRoutes.js'
import { createConfigState } from './config/createConfigState.js'
import { controlRoutes } from './control/controlRoutes.js'
import { createFaults } from './control/createFaults.js'
import { createRecorder } from './control/createRecorder.js'
import { createWorldControl, type WorldControl } from './control/WorldControl.js'
import { createDirectoryExtras } from './directory/createDirectoryExtras.js'
import { createWalletDirectory } from './directory/createWalletDirectory.js'
import { directoryControlRoutes } from './directory/directoryControlRoutes.js'
import { directoryRoutes } from './directory/directoryRoutes.js'
import { createChainIndexes } from './history/createChainIndexes.js'
import { historyRoutes } from './history/historyRoutes.js'
import { createHandler } from './http/createHandler.js'
import { serveSafely } from '../http/serveSafely.js'
import { createNameStore } from './names/createNameStore.js'
import { nameRoutes } from './names/nameRoutes.js'
import { nftRoutes } from './nfts/nftRoutes.js'
import { createCheckouts } from './onramp/createCheckouts.js'
import { onrampRoutes } from './onramp/onrampRoutes.js'
import { rpcRoutes } from './rpc/rpcRoutes.js'
import { appSiwxHandler } from './siwx/appSiwxHandler.js'
import { createSessionStore, type SessionStore } from './sessions/createSessionStore.js'
import { sessionRoutes } from './sessions/sessionRoutes.js'
import { buildRoutes } from './swaps/buildRoutes.js'
import { swapRoutes } from './swaps/swapRoutes.js'

export interface ApiServerOptions {
  /** The world's chains (`startChains()`); read live for balances, history, swaps and onramp credits. */
  chains: ApiChains
  /** Default: a free port. */
  port?: number
  /** Networks served without chain knowledge (listed in supported-chains, proxied by the RPC route), e.g. Solana. */
  extraNetworks?: ExtraNetwork[]
  /** Time for names' timestamps, identities and sessions; default the system clock. */
  clock?: Clock
  /** How many generated wallets the directory holds besides the test wallets; default 600. */
  walletCount?: number
}

export interface ApiServer {
  /** e.g. `http://127.0.0.1:41234`: the base of the data API, wallet directory, config and analytics. */
  url: string
  control: WorldControl
  /** The smart sessions (the embedded wallet records its grants here). */
  sessions: SessionStore
  stop(): Promise<void>
}

/** One local HTTP server answering every call of SPEC §7 with the real services' shapes (SERVICES.md). */
export async function createApiServer(options: ApiServerOptions): Promise<ApiServer> {
  const clock = options.clock ?? systemClock
  const now = () => clock.now()
  const access = createChainAccess(options.chains, options.extraNetworks)
  const config = createConfigState()
  const faults = createFaults()
  const recorder = createRecorder()
  const names = createNameStore()
  const sessions = createSessionStore(now)
  const checkouts = createCheckouts(access, now)
  const directory = createDirectoryExtras()
  const indexes = createChainIndexes(access)
  const control = createWorldControl({ config, faults, recorder, names, sessions, checkouts, directory })
  let url = ''
  const handler = createHandler({
    faults,
    recorder,
    baseUrl: () => url,
    routes: [
      ...balanceRoutes(access),
      ...historyRoutes(indexes, checkouts),
      ...nftRoutes(access, indexes),
      ...nameRoutes(names, access, clock),
      ...swapRoutes(access),
      ...buildRoutes(access),
      ...onrampRoutes(access, checkouts),
      ...sessionRoutes(sessions, now),
      ...rpcRoutes(access),
      ...directoryRoutes(createWalletDirectory(options.walletCount), directory),
      ...directoryControlRoutes(directory),
      ...configRoutes(config),
      ...analyticsRoutes(recorder),
      ...controlRoutes(control),
    ],
  })
  // The app's own server beside the services: sign-in's nonces and verification (foyer/siwx's handler).
  const appSiwx = appSiwxHandler(options.chains, options.extraNetworks)
  const server = createServer(
    serveSafely('world api', async (request, response) => {
      if (!(await appSiwx(request, response))) await handler(request, response)
    }),
  )
  server.keepAliveTimeout = 1000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    control,
    sessions,
    stop: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
