// Email login: CONNECT_EMAIL answers VERIFY_DEVICE on a device not yet approved for that email (a mail with an
// approval link goes out; once the link is visited a login code follows) and VERIFY_OTP otherwise (the code goes
// out at once); CONNECT_DEVICE waits for the approval; CONNECT_OTP checks the code and logs the device in.
import type { Device } from '../site/createDevices.js'
import { randomToken } from '../site/createDevices.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SiteState } from '../site/SiteState.js'
import { logIn, sessionUser } from '../site/sessions.js'
import { checkCode, newCode } from './oneTimeCodes.js'

/** How long CONNECT_DEVICE waits for the approval link (the product gives up after 120 s). */
export const deviceApprovalWaitMs = 150_000

function sendLoginCode(site: SiteState, device: Device, email: string) {
  const code = newCode(site.now())
  device.emailLogin = { email, stage: 'otp', code }
  site.mailbox.send({
    to: email,
    kind: 'login-code',
    subject: `Your login code is ${code.value}`,
    text: `Enter ${code.value} to log in. It expires in 10 minutes.`,
    code: code.value,
  })
}

export function connectEmail(site: SiteState, device: Device, rawEmail: string) {
  const email = rawEmail.toLowerCase()
  const current = sessionUser(site, device)
  if (current?.provider === 'email' && current.email === email) return { action: 'CONNECT' as const }
  if (device.approvedEmails.has(email)) {
    sendLoginCode(site, device, email)
    return { action: 'VERIFY_OTP' as const }
  }
  const token = randomToken()
  site.deviceApprovals.set(token, { deviceId: device.id, email })
  device.emailLogin = { email, stage: 'device' }
  const link = `${site.origin()}/device/approve?token=${token}`
  site.mailbox.send({
    to: email,
    kind: 'device-approval',
    subject: 'Approve this device',
    text: `Someone is logging in to your wallet from a new device. Approve it: ${link}`,
    link,
  })
  return { action: 'VERIFY_DEVICE' as const }
}

/** The approval link was visited: the device may log in with this email, and the login code goes out. */
export function approveDevice(site: SiteState, token: string): { email: string } {
  const approval = site.deviceApprovals.get(token)
  if (!approval) throw new FrameRequestError('This approval link is not valid (any more)')
  site.deviceApprovals.delete(token)
  const device = site.devices.get(approval.deviceId)
  if (device) {
    device.approvedEmails.add(approval.email)
    if (device.emailLogin?.email === approval.email && device.emailLogin.stage === 'device') {
      sendLoginCode(site, device, approval.email)
    }
  }
  site.changes.notify()
  return { email: approval.email }
}

export async function connectDevice(site: SiteState, device: Device): Promise<void> {
  const login = device.emailLogin
  if (!login) throw new FrameRequestError('No email login is waiting for a device approval')
  await site.changes.until(
    () => {
      if (device.emailLogin !== login && device.emailLogin?.email !== login.email) {
        throw new FrameRequestError('The email login was replaced by another one')
      }
      return device.approvedEmails.has(login.email) ? true : undefined
    },
    deviceApprovalWaitMs,
    'The device was not approved in time',
  )
}

export async function connectOtp(site: SiteState, device: Device, otp: string) {
  const login = device.emailLogin
  if (!login?.code || login.stage !== 'otp') throw new FrameRequestError('No email login is waiting for a code')
  checkCode(login.code, otp, site.now())
  device.emailLogin = undefined
  const existing = site.users.byEmail(login.email)
  const identity = existing ?? {
    id: `email:${login.email}`,
    provider: 'email' as const,
    email: login.email,
    userName: null,
  }
  return logIn(site, device, identity)
}
