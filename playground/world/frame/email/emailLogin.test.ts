import { describe, expect, test } from 'vitest'
import { FrameErrorReply, type FrameDevice } from '../testing/frameDevice.js'
import { useFrameTestSite } from '../testing/useFrameTestSite.js'

const world = useFrameTestSite()

const control = () => world().site.control

/** A full first login on a new device: device approval, then the code from the mailbox. */
async function logIn(device: FrameDevice, email: string) {
  expect(await device.request('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
  const waiting = device.request('CONNECT_DEVICE')
  control().approveDevice(email)
  await waiting
  await device.request('CONNECT_OTP', { otp: control().lastOtp(email)! })
}

describe('email login', () => {
  test('a new device is verified through the approval link in the mailbox, then the code logs it in', async () => {
    const device = world().device()
    expect(await device.request('CONNECT_EMAIL', { email: 'Ada@Example.com' })).toEqual({ action: 'VERIFY_DEVICE' })
    const [approval] = control().mailbox('ada@example.com')
    expect(approval).toMatchObject({ kind: 'device-approval', subject: 'Approve this device' })
    expect(approval!.link).toMatch(new RegExp(`^${world().site.origin}/device/approve\\?token=[0-9a-f]{64}$`))

    let approved = false
    const waiting = device.request('CONNECT_DEVICE').then(() => (approved = true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(approved).toBe(false)
    const page = await fetch(approval!.link!)
    expect(await page.text()).toContain('This device may now log in as ada@example.com')
    await waiting

    const code = control().lastOtp('ada@example.com')
    expect(code).toMatch(/^\d{6}$/)
    expect(
      control()
        .mailbox('ada@example.com')
        .map((mail) => mail.kind),
    ).toEqual(['device-approval', 'login-code'])
    expect(await device.request('IS_CONNECTED')).toEqual({ isConnected: false })
    const { raw } = await device.post({ type: '@w3m-app/CONNECT_OTP', id: 'otp-1', payload: { otp: code } })
    expect(raw).toEqual([
      { type: '@w3m-frame/CONNECT_OTP_SUCCESS', id: 'otp-1' },
      { type: '@w3m-frame/SESSION_UPDATE', payload: { token: expect.stringMatching(/^[0-9a-f]{48}$/) } },
    ])
    const user = await device.request('GET_USER', { chainId: 'eip155:1' })
    expect(user).toMatchObject({
      email: 'ada@example.com',
      chainId: 'eip155:1',
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
    })
    expect(user.accounts.map((account) => account.type)).toEqual(['eoa', 'smartAccount'])
    expect(await device.request('IS_CONNECTED')).toEqual({ isConnected: true })
  })

  test('a known device skips the approval; a wrong code is refused and the right one still works', async () => {
    const device = world().device()
    await logIn(device, 'alan@example.com')
    await device.request('SIGN_OUT')
    expect(await device.request('IS_CONNECTED')).toEqual({ isConnected: false })

    expect(await device.request('CONNECT_EMAIL', { email: 'alan@example.com' })).toEqual({ action: 'VERIFY_OTP' })
    const code = control().lastOtp('alan@example.com')!
    const wrong = code === '000000' ? '111111' : '000000'
    await expect(device.request('CONNECT_OTP', { otp: wrong })).rejects.toThrow(new FrameErrorReply('Invalid code'))
    await device.request('CONNECT_OTP', { otp: code })
    expect(await device.request('IS_CONNECTED')).toEqual({ isConnected: true })
    expect(await device.request('CONNECT_EMAIL', { email: 'alan@example.com' })).toEqual({ action: 'CONNECT' })
  })

  test('the same email on another device asks for its own approval, and both reach the same wallet', async () => {
    const first = world().device()
    const second = world().device()
    await logIn(first, 'grace@example.com')
    await logIn(second, 'grace@example.com')
    const [a, b] = await Promise.all([first.request('GET_USER'), second.request('GET_USER')])
    expect(a.address).toBe(b.address)
    expect(control().users()).toHaveLength(1)
  })

  test('CONNECT_OTP before any code, or CONNECT_DEVICE with nothing to approve, is an error reply', async () => {
    const device = world().device()
    await expect(device.request('CONNECT_OTP', { otp: '123456' })).rejects.toThrow(
      'No email login is waiting for a code',
    )
    await expect(device.request('CONNECT_DEVICE')).rejects.toThrow('No email login is waiting for a device approval')
    await expect(device.request('GET_USER')).rejects.toThrow('Not logged in')
  })

  test('five wrong codes void the code', async () => {
    const device = world().device()
    await logIn(device, 'ida@example.com')
    await device.request('SIGN_OUT')
    await device.request('CONNECT_EMAIL', { email: 'ida@example.com' })
    const code = control().lastOtp('ida@example.com')!
    const wrong = code === '000000' ? '111111' : '000000'
    for (let attempt = 0; attempt < 5; attempt++)
      await expect(device.request('CONNECT_OTP', { otp: wrong })).rejects.toThrow()
    await expect(device.request('CONNECT_OTP', { otp: code })).rejects.toThrow('Too many attempts: request a new code')
  })
})

describe('email update', () => {
  test('primary code to the current email, then secondary code to the new one, then the new email is stored', async () => {
    const device = world().device()
    await logIn(device, 'old@example.com')
    expect(await device.request('UPDATE_EMAIL', { email: 'new@example.com' })).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = control().mailbox('old@example.com').at(-1)!
    expect(primary).toMatchObject({ kind: 'update-primary-code' })
    await expect(device.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: primary.code! })).rejects.toThrow(
      'No email update is waiting for the new email code',
    )
    await device.request('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary.code! })
    const secondary = control().mailbox('new@example.com').at(-1)!
    expect(secondary).toMatchObject({ kind: 'update-secondary-code' })
    expect(await device.request('UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary.code! })).toEqual({
      newEmail: 'new@example.com',
    })
    expect((await device.request('GET_USER')).email).toBe('new@example.com')

    // The new email logs in to the same wallet on this device without a new approval.
    const { address } = await device.request('GET_USER')
    await device.request('SIGN_OUT')
    expect(await device.request('CONNECT_EMAIL', { email: 'new@example.com' })).toEqual({ action: 'VERIFY_OTP' })
    await device.request('CONNECT_OTP', { otp: control().lastOtp('new@example.com')! })
    expect((await device.request('GET_USER')).address).toBe(address)
  })

  test('an update to the current email, or without a login, is refused', async () => {
    const device = world().device()
    await expect(device.request('UPDATE_EMAIL', { email: 'x@example.com' })).rejects.toThrow('Not logged in')
    await logIn(device, 'same@example.com')
    await expect(device.request('UPDATE_EMAIL', { email: 'same@example.com' })).rejects.toThrow(
      'This is already your email',
    )
  })
})
