// The frame site's control over HTTP, for end-to-end tests in any process (exported by foyer/testing).
import type { PendingRequest, WalletMode } from '../../wallets/eip155/approvals.js'
import type { FrameControl } from './FrameControl.js'

/** Every control method, asynchronous. */
export type FrameControlClient = {
  [K in keyof FrameControl]: (...args: Parameters<FrameControl[K]>) => Promise<Awaited<ReturnType<FrameControl[K]>>>
}

/** `siteUrl`: the frame URL (`world.config.urls.frame`, e.g. http://127.0.0.1:4200/sdk) or the site's origin. */
export function frameControlClient(siteUrl: string): FrameControlClient {
  const origin = new URL(siteUrl).origin
  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${origin}/__frame/${path}`, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    })
    const answer = (await response.json()) as T & { error?: string }
    if (!response.ok) throw new Error(`frame control ${method} ${path}: ${answer.error ?? response.status}`)
    return answer
  }
  const get = <T>(path: string, query: Record<string, string | undefined> = {}) => {
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    )
    return call<T>('GET', search.size ? `${path}?${search}` : path)
  }
  const done = async (promise: Promise<unknown>) => {
    await promise
  }
  return {
    mailbox: async (to) => (await get<{ mails: ReturnType<FrameControl['mailbox']> }>('mailbox', { to })).mails,
    lastOtp: async (email) => (await get<{ otp: string | null }>('otp', { email })).otp ?? undefined,
    approveDevice: (email) => done(call('POST', 'devices/approve', { email })),
    socialLogins: async () => (await get<{ logins: ReturnType<FrameControl['socialLogins']> }>('social')).logins,
    decideSocial: async (decision = {}) =>
      (await call<{ resultUri: string }>('POST', 'social/decide', decision)).resultUri,
    setSocialIdentity: (identity, provider) => done(call('POST', 'social/identity', { identity, provider })),
    farcasterChannels: async () =>
      (await get<{ channels: ReturnType<FrameControl['farcasterChannels']> }>('farcaster')).channels,
    approveFarcaster: (options = {}) => done(call('POST', 'farcaster/approve', options)),
    setFaults: (settings) => done(call('POST', 'faults', settings)),
    faults: () => get('faults'),
    clearFaults: () => done(call('DELETE', 'faults')),
    setApprovalMode: (mode: WalletMode, method?: string) => done(call('POST', 'approvals/mode', { mode, method })),
    pendingApprovals: async () => (await get<{ pending: PendingRequest[] }>('approvals')).pending,
    approvalMode: async (method) => (await get<{ mode: WalletMode }>('approvals', { method })).mode,
    waitForApproval: (method) => call<PendingRequest>('POST', 'approvals/wait', { method }),
    approvePending: async (method) => (await call<{ count: number }>('POST', 'approvals/approve', { method })).count,
    rejectPending: async (method) => (await call<{ count: number }>('POST', 'approvals/reject', { method })).count,
    setSmartAccountNetworks: (chainIds) => done(call('POST', 'smart-account-networks', { chainIds })),
    users: async () => (await get<{ users: ReturnType<FrameControl['users']> }>('users')).users,
    devices: async () => (await get<{ devices: ReturnType<FrameControl['devices']> }>('devices')).devices,
    loads: async () => (await get<{ loads: ReturnType<FrameControl['loads']> }>('loads')).loads,
    messages: async (name) =>
      (await get<{ messages: ReturnType<FrameControl['messages']> }>('messages', { name })).messages,
    reset: () => done(call('POST', 'reset')),
  }
}
