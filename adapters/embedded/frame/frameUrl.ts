// How the app loads the frame (SPEC §7, SERVICES.md §5) and how long it waits for it (SPEC §9).
import { needsApproval } from 'foyer/kit'
import * as z from 'zod/mini'

export interface FrameUrlParameters {
  projectId: string
  /** The chain the frame starts on, e.g. 'eip155:1' (SERVICES §5: the default). */
  chainId: string | number
  /** The protocol version; '4' as the real frame (SERVICES §5). */
  version?: string
  enableLogger?: boolean
  /**
   * The embedding page's origin (`location.origin`): the frame accepts messages only from it (and only from
   * `window.parent`) and posts only to it. Foyer's own parameter (DESIGN rule 8).
   */
  origin: string
  rpcUrl?: string
}

export const frameProtocolVersion = '4'

/** `${url}?projectId=...&chainId=...&version=...&enableLogger=...&origin=...` */
export function createFrameUrl(url: string, parameters: FrameUrlParameters): string {
  const target = new URL(url)
  target.searchParams.set('projectId', parameters.projectId)
  target.searchParams.set('chainId', String(parameters.chainId))
  target.searchParams.set('version', parameters.version ?? frameProtocolVersion)
  target.searchParams.set('enableLogger', String(parameters.enableLogger ?? false))
  target.searchParams.set('origin', parameters.origin)
  if (parameters.rpcUrl) target.searchParams.set('rpcUrl', parameters.rpcUrl)
  return target.toString()
}

/** The frame's query, as the frame reads it. */
export const frameQuerySchema = z.object({
  projectId: z.string('projectId is required').check(z.minLength(1, 'projectId is required')),
  chainId: z.optional(z.string()),
  version: z.optional(z.string()),
  enableLogger: z.optional(z.enum(['true', 'false'], 'enableLogger must be true or false')),
  origin: z.optional(z.string()),
  rpcUrl: z.optional(z.string()),
})
export type FrameQuery = z.infer<typeof frameQuerySchema>

/** SPEC §9 and SERVICES §5: the app's waits on the frame. */
export const frameTimings = {
  /** READY must arrive within this, else 'iframe_load_failed'. */
  readyTimeoutMs: 20_000,
  /** The frame counts as ready this long after READY. */
  postReadyDelayMs: 500,
  /** Requests of `longFrameRequests` fail with 'iframe_request_timeout' after this. */
  requestTimeoutMs: 120_000,
  /** The app resolves SIGN_OUT after this even without a reply. */
  signOutWaitMs: 3_000,
  /**
   * `frameReads` (the restore's check and its user, part of the frame's start) fail after the ready wait's 20 s: a
   * reply dropped or garbled is SPEC §8's 'A problem occurred while trying initialize authentication', not a hang.
   */
  connectionCheckTimeoutMs: 20_000,
} as const

/** Reads of the frame's state, bounded by `frameTimings.connectionCheckTimeoutMs` (no visitor acts in them). */
export const frameReads = [
  'IS_CONNECTED',
  'GET_USER',
  'GET_CHAIN_ID',
  'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  'GET_FARCASTER_URI',
] as const

/**
 * The frame's other work no visitor acts in (the email update's steps, the smart account, the account type, a network
 * switch, a reload): each fails alone
 * with 'iframe_request_timeout' after `frameTimings.requestTimeoutMs`, with no alert, instead of holding its view.
 */
export const boundedFrameRequests = [
  'UPDATE_EMAIL',
  'UPDATE_EMAIL_PRIMARY_OTP',
  'UPDATE_EMAIL_SECONDARY_OTP',
  'INIT_SMART_ACCOUNT',
  'SET_PREFERRED_ACCOUNT',
  'SWITCH_NETWORK',
  'RELOAD',
] as const

/**
 * How long `name` waits for its reply before it fails alone, with no alert: a frame read's (an RPC_REQUEST the visitor
 * need not approve, a chain read, included) or other work's bound. One the visitor approves waits for them.
 */
export const silentBoundOf = (name: string, payload?: unknown): number | undefined =>
  (frameReads as readonly string[]).includes(name) ||
  (name === 'RPC_REQUEST' && !needsApproval(String((payload as { method?: unknown } | undefined)?.method)))
    ? frameTimings.connectionCheckTimeoutMs
    : (boundedFrameRequests as readonly string[]).includes(name)
      ? frameTimings.requestTimeoutMs
      : undefined

/** Requests bounded by `frameTimings.requestTimeoutMs` (SPEC §9). */
export const longFrameRequests = [
  'CONNECT_EMAIL',
  'CONNECT_DEVICE',
  'CONNECT_OTP',
  'CONNECT_SOCIAL',
  'GET_SOCIAL_REDIRECT_URI',
] as const

/** Requests sent without waiting for READY (SERVICES §5). */
export const requestsBeforeReady = ['SYNC_DAPP_DATA', 'SYNC_THEME', 'SET_PREFERRED_ACCOUNT'] as const
