// The Farcaster auth relay (WALLETS.md §5.1): channels created by a sign-in requester, completed once by the
// Farcaster app (authenticate), and read by status: 202 while pending, 200 once completed (then the channel is
// closed, so only one 200), 401 for an unknown, closed or expired channel.
import { randomToken } from '../site/createDevices.js'

export interface ChannelRequest {
  siweUri: string
  domain: string
  nonce?: string
  notBefore?: string
  expirationTime?: string
  requestId?: string
  redirectUrl?: string
  acceptAuthAddress?: boolean
}

export interface Authentication {
  message: string
  signature: `0x${string}`
  authMethod?: 'custody' | 'authAddress'
  fid: number
  username?: string
  bio?: string
  displayName?: string
  pfpUrl?: string
  custody: `0x${string}`
  verifications: string[]
}

interface Channel {
  token: string
  request: ChannelRequest & { nonce: string }
  state: 'pending' | 'completed'
  authentication?: Authentication
  expiresAt: number
}

export const channelTtlMs = 3_600_000

export function createFarcasterRelay(now: () => number, appUrl: (token: string) => string, onChange: () => void) {
  const channels = new Map<string, Channel>()
  const live = (token: string) => {
    const channel = channels.get(token)
    if (channel && now() > channel.expiresAt) channels.delete(token)
    return channels.get(token)
  }
  const body = (channel: Channel) => ({
    state: channel.state,
    nonce: channel.request.nonce,
    ...channel.authentication,
    signatureParams: channel.request,
    metadata: { ip: '127.0.0.1', userAgent: 'foyer-world' },
    acceptAuthAddress: channel.request.acceptAuthAddress ?? true,
  })
  return {
    create(request: ChannelRequest) {
      const token = randomToken(16)
      const nonce = request.nonce ?? randomToken(8)
      channels.set(token, { token, request: { ...request, nonce }, state: 'pending', expiresAt: now() + channelTtlMs })
      onChange()
      return { channelToken: token, url: appUrl(token), connectUri: appUrl(token), nonce }
    },
    /** What GET /v1/channel/status answers; reading a completed channel closes it. */
    status(token: string): { status: 200 | 202 | 401; body?: ReturnType<typeof body> } {
      const channel = live(token)
      if (!channel) return { status: 401 }
      if (channel.state === 'pending') return { status: 202, body: body(channel) }
      channels.delete(token)
      return { status: 200, body: body(channel) }
    },
    /** The Farcaster app's sign-in: completes a pending channel; false for an unknown or completed one. */
    authenticate(token: string, authentication: Authentication): boolean {
      const channel = live(token)
      if (channel?.state !== 'pending') return false
      channel.state = 'completed'
      channel.authentication = authentication
      onChange()
      return true
    },
    /** A channel as the Farcaster app page shows it (without closing it). */
    peek(token: string) {
      const channel = live(token)
      return channel ? { token, state: channel.state, request: { ...channel.request } } : undefined
    },
    list() {
      return [...channels.keys()].flatMap((token) => {
        const channel = this.peek(token)
        return channel ? [channel] : []
      })
    },
    clear() {
      channels.clear()
    },
  }
}
export type FarcasterRelay = ReturnType<typeof createFarcasterRelay>
