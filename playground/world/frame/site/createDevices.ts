// A device is one browser profile as the frame page knows it: an id the page keeps in its own storage on the
// site's origin. The site keeps per device its session, its selected chain and the flows in progress.
import { randomBytes } from 'node:crypto'

export interface OneTimeCode {
  value: string
  expiresAt: number
  attempts: number
}

export interface Device {
  id: string
  /** The selected EVM chain. */
  chainId: number
  /** The selected namespace: the EVM chain above, or the Solana localnet. */
  namespace: 'eip155' | 'solana'
  /** Emails whose login this device may finish (device approval done). */
  approvedEmails: Set<string>
  session?: { userId: string; token: string }
  emailLogin?: { email: string; stage: 'device' | 'otp'; code?: OneTimeCode }
  emailUpdate?: { newEmail: string; stage: 'primary' | 'secondary'; code: OneTimeCode }
  /** The pending Farcaster channel's token. */
  farcasterChannel?: string
  /** The last SYNC_THEME and SYNC_DAPP_DATA payloads. */
  theme?: unknown
  dappData?: unknown
  /** The embedding origin the page reported last. */
  origin?: string
  lastSeen: number
}

export const randomToken = (bytes = 32) => randomBytes(bytes).toString('hex')

export function createDevices(defaultChainId: number, now: () => number) {
  const devices = new Map<string, Device>()
  return {
    /** The device with this id, created on first contact on `chainId` (the frame's chainId parameter; 'solana' for
     *  the Solana localnet). */
    touch(id: string, chainId: number | 'solana' = defaultChainId): Device {
      let device = devices.get(id)
      if (!device) {
        const namespace = chainId === 'solana' ? 'solana' : 'eip155'
        const evmChainId = chainId === 'solana' ? defaultChainId : chainId
        device = { id, chainId: evmChainId, namespace, approvedEmails: new Set(), lastSeen: now() }
        devices.set(id, device)
      }
      device.lastSeen = now()
      return device
    },
    get: (id: string) => devices.get(id),
    list: () => [...devices.values()],
    clear: () => devices.clear(),
  }
}
export type Devices = ReturnType<typeof createDevices>
