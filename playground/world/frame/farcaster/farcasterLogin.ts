// The frame's side of Farcaster: GET_FARCASTER_URI opens a relay channel (or returns the device's pending one);
// CONNECT_FARCASTER waits until the channel's status turns 200 (read once), verifies the sign-in and logs in.
import type { Device } from '../site/createDevices.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SiteState } from '../site/SiteState.js'
import { logIn } from '../site/sessions.js'
import { channelTtlMs } from './createFarcasterRelay.js'
import { verifySignIn } from './signInWithFarcaster.js'

export function getFarcasterUri(site: SiteState, device: Device): { url: string } {
  const pending = device.farcasterChannel ? site.farcaster.peek(device.farcasterChannel) : undefined
  if (pending?.state === 'pending') return { url: appUrl(site, pending.token) }
  const domain = new URL(site.origin()).host
  const channel = site.farcaster.create({ siweUri: `${site.origin()}/farcaster/login`, domain })
  device.farcasterChannel = channel.channelToken
  return { url: channel.url }
}

export const appUrl = (site: SiteState, token: string) => `${site.origin()}/farcaster/app?channelToken=${token}`

export async function connectFarcaster(site: SiteState, device: Device) {
  const token = device.farcasterChannel
  if (!token) throw new FrameRequestError('No Farcaster sign-in is open: ask for the Farcaster URI first')
  const completed = await site.changes.until(
    () => {
      if (device.farcasterChannel !== token) throw new FrameRequestError('The Farcaster sign-in was replaced')
      const status = site.farcaster.status(token)
      if (status.status === 401) throw new FrameRequestError('The Farcaster sign-in expired')
      return status.status === 200 ? status.body : undefined
    },
    channelTtlMs,
    'The Farcaster sign-in expired',
  )
  device.farcasterChannel = undefined
  const account = await verifySignIn(completed!, new URL(site.origin()).host)
  const { user, token: session } = await logIn(site, device, {
    id: `farcaster:${account.fid}`,
    provider: 'farcaster',
    email: null,
    userName: account.username,
  })
  return { userName: user.userName ?? account.username, session }
}
