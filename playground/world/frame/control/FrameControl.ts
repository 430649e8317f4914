// The site's control, for tests and the playground (also as JSON under /__frame/, see frameControlRoutes.ts).
import type { FrameSocialProvider } from '../../../../adapters/embedded/frame/frameMessages.js'
import type { PendingRequest, WalletMode } from '../../wallets/eip155/approvals.js'
import type { SocialLogin } from '../social/createSocialLogins.js'
import type { Mail } from '../site/createMailbox.js'
import type { PublicUser } from '../site/createUsers.js'
import type { FrameFaultSettings, FrameFaultState } from './createFrameFaults.js'
import type { FrameLoad, FrameMessageRecord } from './createFrameRecords.js'

export interface SocialDecision {
  /** The login to decide; default the newest pending one (of `provider`, when given). */
  state?: string
  provider?: FrameSocialProvider
  /** A listed identity's id ('ada', 'alan'), or 'custom' with `userName` (and `email`); default 'ada'. */
  identity?: string
  userName?: string
  email?: string
  /** Cancel instead of consenting. */
  cancel?: boolean
}

export type SocialLoginView = Pick<
  SocialLogin,
  'state' | 'provider' | 'status' | 'appOrigin' | 'createdAt' | 'returnTo'
> & {
  authorizeUrl: string
  resultUri?: string
}

export interface FarcasterChannelView {
  channelToken: string
  state: 'pending' | 'completed'
  domain: string
  url: string
}

export interface DeviceView {
  id: string
  chainId: number
  userId: string | null
  origin: string | null
  theme: unknown
  dappData: unknown
}

export interface FrameControl {
  /** Mail to `to` (all mail without it), oldest first. */
  mailbox(to?: string): Mail[]
  /** The newest one-time code sent to `email` (login or email update). */
  lastOtp(email: string): string | undefined
  /** Visits the newest device-approval link sent to `email` (as a person clicking it in the mailbox). */
  approveDevice(email: string): void
  socialLogins(): SocialLoginView[]
  /** Consents or cancels on the provider page; returns the resultUri the popup posts to the app. */
  decideSocial(decision?: SocialDecision): string
  /** The provider pages consent at once as this listed identity ('ada', 'alan'), for one provider or every one;
   *  null: they ask again. */
  setSocialIdentity(identity: string | null, provider?: FrameSocialProvider): void
  farcasterChannels(): FarcasterChannelView[]
  /** The Farcaster app approves a channel (default the newest pending) as an account (default fid 1001). */
  approveFarcaster(options?: { channelToken?: string; fid?: number }): Promise<void>
  setFaults(settings: FrameFaultSettings): void
  faults(): FrameFaultState
  clearFaults(): void
  /** How the "user" answers signing and sending requests: approve (default), reject, or leave pending. */
  setApprovalMode(mode: WalletMode, method?: string): void
  /** The mode in force: for `method` (its own, else the global one), or the global one. */
  approvalMode(method?: string): WalletMode
  pendingApprovals(): PendingRequest[]
  waitForApproval(method?: string): Promise<PendingRequest>
  approvePending(method?: string): number
  rejectPending(method?: string): number
  /** Chain ids where smart accounts are offered (default every world chain). */
  setSmartAccountNetworks(chainIds: number[]): void
  users(): PublicUser[]
  devices(): DeviceView[]
  /** Every GET /sdk, with its query. */
  loads(): FrameLoad[]
  /** Every app message received (of `name`, when given), with how it was answered. */
  messages(name?: string): FrameMessageRecord[]
  /** Back to the start: no users, devices, mail, logins, faults or records; the factories placed again. */
  reset(): Promise<void>
}
