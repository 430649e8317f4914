// The frame's side of Farcaster: GET_FARCASTER_URI opens a relay channel (or returns the device's pending one);
// CONNECT_FARCASTER waits until the channel's status turns 200 (read once), verifies the sign-in and logs in. Only the
// device's newest CONNECT_FARCASTER waits: an older one (the app gave it up) ends, so it cannot take the approval; a
// RELOAD drops the device's sign-in as the real frame's page forgets it, so the next URI is a fresh channel.
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

/** Each device's newest CONNECT_FARCASTER wait. */
const newestWait = new WeakMap<Device, object>()

/** RELOAD: the page's Farcaster sign-in is gone; a wait for it ends. */
export function dropFarcasterSignIn(site: SiteState, device: Device) {
  device.farcasterChannel = undefined
  newestWait.delete(device)
  site.changes.notify()
}

export async function connectFarcaster(site: SiteState, device: Device) {
  const token = device.farcasterChannel
  if (!token) throw new FrameRequestError('No Farcaster sign-in is open: ask for the Farcaster URI first')
  const wait = {}
  newestWait.set(device, wait)
  site.changes.notify()
  const completed = await site.changes.until(
    () => {
      if (device.farcasterChannel !== token) throw new FrameRequestError('The Farcaster sign-in was replaced')
      if (newestWait.get(device) !== wait) throw new FrameRequestError('The Farcaster sign-in was asked for again')
      const status = site.farcaster.status(token)
      if (status.status === 401) throw new FrameRequestError('The Farcaster sign-in expired')
      return status.status === 200 ? status.body : undefined
    },
    channelTtlMs,
    'The Farcaster sign-in expired',
  )
  device.farcasterChannel = undefined
  newestWait.delete(device)
  const account = await verifySignIn(completed!, new URL(site.origin()).host)
  const { user, token: session } = await logIn(site, device, {
    id: `farcaster:${account.fid}`,
    provider: 'farcaster',
    email: null,
    userName: account.username,
  })
  return { userName: user.userName ?? account.username, session }
}
