// Email update: UPDATE_EMAIL sends a code to the current email (VERIFY_PRIMARY_OTP), or straight to the new one
// when the user has no email yet (VERIFY_SECONDARY_OTP); the primary code unlocks a code to the new email; the
// secondary code stores the new email.
import type { Device } from '../site/createDevices.js'
import { FrameRequestError } from '../site/FrameRequestError.js'
import type { SiteState } from '../site/SiteState.js'
import { requireUser } from '../site/sessions.js'
import { checkCode, newCode } from './oneTimeCodes.js'

function sendCode(
  site: SiteState,
  to: string,
  kind: 'update-primary-code' | 'update-secondary-code',
  newEmail: string,
) {
  const code = newCode(site.now())
  const text =
    kind === 'update-primary-code'
      ? `Enter ${code.value} to confirm changing your email to ${newEmail}.`
      : `Enter ${code.value} to confirm ${newEmail} as your new email.`
  site.mailbox.send({ to, kind, subject: `Your verification code is ${code.value}`, text, code: code.value })
  return code
}

export function updateEmail(site: SiteState, device: Device, rawEmail: string) {
  const user = requireUser(site, device)
  const newEmail = rawEmail.toLowerCase()
  if (user.email === newEmail) throw new FrameRequestError('This is already your email')
  const owner = site.users.byEmail(newEmail)
  if (owner && owner.id !== user.id) throw new FrameRequestError('This email is in use by another account')
  if (user.email) {
    device.emailUpdate = {
      newEmail,
      stage: 'primary',
      code: sendCode(site, user.email, 'update-primary-code', newEmail),
    }
    return { action: 'VERIFY_PRIMARY_OTP' as const }
  }
  device.emailUpdate = {
    newEmail,
    stage: 'secondary',
    code: sendCode(site, newEmail, 'update-secondary-code', newEmail),
  }
  return { action: 'VERIFY_SECONDARY_OTP' as const }
}

export function updateEmailPrimaryOtp(site: SiteState, device: Device, otp: string): void {
  requireUser(site, device)
  const update = device.emailUpdate
  if (update?.stage !== 'primary') throw new FrameRequestError('No email update is waiting for the current email code')
  checkCode(update.code, otp, site.now())
  device.emailUpdate = {
    newEmail: update.newEmail,
    stage: 'secondary',
    code: sendCode(site, update.newEmail, 'update-secondary-code', update.newEmail),
  }
}

export function updateEmailSecondaryOtp(site: SiteState, device: Device, otp: string) {
  const user = requireUser(site, device)
  const update = device.emailUpdate
  if (update?.stage !== 'secondary') throw new FrameRequestError('No email update is waiting for the new email code')
  checkCode(update.code, otp, site.now())
  device.emailUpdate = undefined
  user.email = update.newEmail
  device.approvedEmails.add(update.newEmail)
  site.changes.notify()
  return { newEmail: update.newEmail }
}
