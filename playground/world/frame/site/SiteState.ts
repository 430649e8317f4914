import type { WorldChain } from '../../chains/startChains.js'
import type { Approvals } from '../../wallets/eip155/approvals.js'
import type { FrameFaults } from '../control/createFrameFaults.js'
import type { FrameRecords } from '../control/createFrameRecords.js'
import type { FarcasterRelay } from '../farcaster/createFarcasterRelay.js'
import type { CallsBundle } from '../rpc/sendRequests.js'
import type { SocialLogins } from '../social/createSocialLogins.js'
import type { Changes } from './createChanges.js'
import type { Devices } from './createDevices.js'
import type { Mailbox } from './createMailbox.js'
import type { SessionLog } from './SessionLog.js'
import type { Users } from './createUsers.js'

export interface SiteSolana {
  /** `solana:` + the genesis hash's first 32 characters. */
  caipNetworkId: string
  rpcUrl: string
  /** Lamports airdropped to a new user's Solana account, for fees; 0n: none. */
  allowance: bigint
}

/** Everything the site knows, shared by its message handlers, pages and control. */
export interface SiteState {
  /** e.g. `http://127.0.0.1:4200`, known once the server listens. */
  origin(): string
  chains: WorldChain[]
  /** The Solana localnet, when the site has one (SPEC §9: the embedded wallet supports eip155 and solana). */
  solana?: SiteSolana
  now(): number
  users: Users
  devices: Devices
  mailbox: Mailbox
  changes: Changes
  /** How the "user" answers signing and sending requests (approve by default). */
  approvals: Approvals
  faults: FrameFaults
  records: FrameRecords
  social: SocialLogins
  farcaster: FarcasterRelay
  /** Device-approval links: token → the device and email they approve. */
  deviceApprovals: Map<string, { deviceId: string; email: string }>
  /** wallet_sendCalls bundles by id. */
  bundles: Map<string, CallsBundle>
  /** Chain ids where the smart account is offered. */
  smartAccountChains: number[]
  /** Ether (wei) set as a new user's EOA balance on every world chain, for gas; 0n: none. */
  gasAllowance: bigint
  /** Where granted and revoked smart sessions are recorded (the data API's, in the world). */
  sessionLog?: SessionLog
}
