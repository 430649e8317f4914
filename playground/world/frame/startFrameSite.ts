// The embedded-wallet site: a local web app on its own loopback origin, the frame side of SPEC §7's messages.
// Its logic (users, keys, codes, sessions) runs here in Node; its page (GET /sdk) relays the app's messages.
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type Hex, keccak256, parseEther, toHex } from 'viem'
import type { WorldChain } from '../chains/startChains.js'
import { createApprovals } from '../wallets/eip155/approvals.js'
import { placeAccountFactory } from './accounts/smartAccounts.js'
import { createFrameControl } from './control/createFrameControl.js'
import { createFrameFaults } from './control/createFrameFaults.js'
import { createFrameRecords } from './control/createFrameRecords.js'
import type { FrameControl } from './control/FrameControl.js'
import { frameControlRoutes } from './control/frameControlRoutes.js'
import { emailRoutes } from './email/emailRoutes.js'
import { createFarcasterRelay } from './farcaster/createFarcasterRelay.js'
import { farcasterRoutes } from './farcaster/farcasterRoutes.js'
import { appUrl } from './farcaster/farcasterLogin.js'
import { serveSafely } from '../http/serveSafely.js'
import { createSiteHandler } from './http/createSiteHandler.js'
import { buildFramePage } from './page/buildFramePage.js'
import { indexRoutes } from './pages/indexRoutes.js'
import { approvalRoutes } from './pages/approvalRoutes.js'
import { sdkRoutes } from './pages/sdkRoutes.js'
import { createChanges } from './site/createChanges.js'
import { createDevices } from './site/createDevices.js'
import { createMailbox, type Mailbox } from './site/createMailbox.js'
import { createUsers } from './site/createUsers.js'
import { revokeSessionFromApi } from './rpc/permissionRequests.js'
import type { SessionLog } from './site/SessionLog.js'
import type { SiteState } from './site/SiteState.js'
import { createSocialLogins } from './social/createSocialLogins.js'
import { socialRoutes } from './social/socialRoutes.js'

export interface FrameSiteOptions {
  /** The world's EVM chains (`startChains().chains`); the first is the default chain. */
  chains: WorldChain[]
  /** The world's Solana localnet (`startSolana()`), so the embedded wallet also signs for Solana (SPEC §9). */
  solana?: { caipNetworkId: string; rpcUrl: string }
  /** SOL airdropped to a new user's Solana account (for fees); default '1'; '0' for none. */
  solanaAllowance?: string
  /** Default: a free port. */
  port?: number
  /** A mailbox to send to (default: the site's own). */
  mailbox?: Mailbox
  /** The seed user keys derive from (never sent to the app); default a fixed one, so addresses are stable. */
  seed?: Hex
  /** Ether set as a new user's EOA balance on every chain (for gas); default '1'; '0' for none. */
  gasAllowance?: string
  /** Chain ids where smart accounts are offered; default every chain. */
  smartAccountChains?: number[]
  /** Where granted and revoked smart sessions are recorded (startWorld: the data API's sessions). */
  sessionLog?: SessionLog
  now?: () => number
}

export interface FrameSite {
  /** The frame URL the product loads, e.g. `http://127.0.0.1:4200/sdk`. */
  url: string
  origin: string
  /** Pages for a person: the front page, the mailbox. */
  pages: { home: string; mailbox: string }
  control: FrameControl
  /** Revokes on chain the session key of a permission context, as the cosigner does on an API revoke. */
  revokeSession(caipAddress: string, context: string | null): Promise<void>
  /** An outage: drops every connection and wait (a login waiting on its device approval fails) and stops
   *  listening until `resume`; its users, devices and mail stay, as a restarted site's database would. */
  pause(): Promise<void>
  /** Listens again on its port after `pause` (nothing when it listens). */
  resume(): Promise<void>
  stop(): Promise<void>
}

export async function startFrameSite(options: FrameSiteOptions): Promise<FrameSite> {
  if (options.chains.length === 0) throw new Error('startFrameSite needs at least one chain')
  const now = options.now ?? Date.now
  const pageBuild = buildFramePage()
  const smartAccountChains = options.smartAccountChains ?? options.chains.map((chain) => chain.chainId)
  let origin = ''
  const changes = createChanges()
  const site: SiteState = {
    origin: () => origin,
    chains: options.chains,
    ...(options.solana
      ? {
          solana: {
            caipNetworkId: options.solana.caipNetworkId,
            rpcUrl: options.solana.rpcUrl,
            allowance: BigInt(Math.round(Number(options.solanaAllowance ?? '1') * 1e9)),
          },
        }
      : {}),
    now,
    users: createUsers(options.seed ?? keccak256(toHex('foyer-world frame site seed')), now),
    devices: createDevices(options.chains[0]!.chainId, now),
    mailbox: options.mailbox ?? createMailbox(now),
    changes,
    approvals: createApprovals('approve'),
    faults: createFrameFaults(),
    records: createFrameRecords(),
    social: createSocialLogins(now),
    farcaster: createFarcasterRelay(now, (token) => appUrl(site, token), changes.notify),
    deviceApprovals: new Map(),
    bundles: new Map(),
    smartAccountChains: [...smartAccountChains],
    gasAllowance: parseEther(options.gasAllowance ?? '1'),
    ...(options.sessionLog ? { sessionLog: options.sessionLog } : {}),
  }
  const control = createFrameControl(site, smartAccountChains)
  const handler = createSiteHandler(
    [
      ...sdkRoutes(site),
      ...approvalRoutes(site),
      ...socialRoutes(site),
      ...emailRoutes(site),
      ...farcasterRoutes(site),
      ...indexRoutes(control),
      ...frameControlRoutes(control),
    ],
    () => origin,
  )
  const server = createServer(serveSafely('frame site', handler))
  server.keepAliveTimeout = 1000
  await Promise.all([
    new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
    }),
    ...options.chains.map((chain) => placeAccountFactory(chain)),
    pageBuild,
  ]).catch((error) => {
    server.close()
    throw error
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const stop = (why: string) =>
    new Promise<void>((resolve, reject) => {
      changes.endAll(why)
      site.approvals.rejectPending()
      server.close((error) => (error ? reject(error) : resolve()))
      server.closeAllConnections()
    })
  return {
    url: `${origin}/sdk`,
    origin,
    pages: { home: `${origin}/`, mailbox: `${origin}/mailbox` },
    control,
    revokeSession: (caipAddress, context) => revokeSessionFromApi(site, caipAddress, context),
    pause: () => (server.listening ? stop('The frame site restarted') : Promise.resolve()),
    resume: () =>
      server.listening
        ? Promise.resolve()
        : new Promise<void>((resolve, reject) => {
            server.once('error', reject)
            server.listen(Number(new URL(origin).port), '127.0.0.1', () => resolve())
          }),
    stop: () => stop('The frame site stopped'),
  }
}
