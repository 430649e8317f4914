import type { FrameDevice } from './frameDevice.js'
import type { FrameTestSite } from './startFrameTestSite.js'

/** Logs a fresh device in by email (device approval, then the mailbox's code); resolves with the device. */
export async function loggedIn(world: FrameTestSite, email: string, device: FrameDevice = world.device()) {
  const { action } = await device.request('CONNECT_EMAIL', { email })
  if (action === 'VERIFY_DEVICE') {
    const approved = device.request('CONNECT_DEVICE')
    world.site.control.approveDevice(email)
    await approved
  }
  if (action !== 'CONNECT') await device.request('CONNECT_OTP', { otp: world.site.control.lastOtp(email)! })
  return device
}
