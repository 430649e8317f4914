import { frameControlClient } from 'foyer/testing'
import { describe, expect, inject, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'

// Farcaster sign-in through the world's relay stand-in: the frame's Farcaster URI as a QR code, approved by the
// local Farcaster app, then the AUTH connector connected on the smart account (SPEC §9's default); leaving before
// that resets the link.

const session = useBrowser()
const page = () => session.page
const frame = () => frameControlClient(inject('world').urls.frame ?? '')
const qrCode = () => dialog(page()).getByRole('img', { name: 'Farcaster sign-in QR code' })
const farcasterUrl = () =>
  page().evaluate(
    () =>
      (
        window as unknown as {
          __foyer: { getState(): { chains: Record<string, { accountState: { farcasterUrl?: string } }> } }
        }
      ).__foyer.getState().chains.eip155?.accountState.farcasterUrl ?? null,
  )

async function startFarcaster() {
  await openPlayground(page())
  await connectButton(page()).click()
  await dialog(page()).getByRole('button', { name: 'Log in with Farcaster' }).click()
  await qrCode().waitFor()
}

describe('Farcaster sign-in', () => {
  test('the QR code holds the relay channel, and the approval connects the embedded wallet', async () => {
    await startFarcaster()
    const channel = (await frame().farcasterChannels())[0]
    expect(await qrCode().getAttribute('data-value')).toBe(channel?.url)
    expect(await farcasterUrl()).toBe(channel?.url)
    expect((await runAxe(page())).violations).toEqual([])
    await frame().approveFarcaster()
    await dialog(page()).waitFor({ state: 'hidden', timeout: 15_000 })
    const user = (await frame().users()).find((candidate) => candidate.id.startsWith('farcaster:'))
    await connectButton(page()).click()
    expect(await dialog(page()).getByTestId('account-address').getAttribute('title')).toBe(user?.smartAccount)
  })

  test('leaving before the approval resets the Farcaster link and reloads the frame', async () => {
    await startFarcaster()
    expect(await farcasterUrl()).toBeTruthy()
    await dialog(page()).getByRole('button', { name: 'Back' }).click()
    await dialog(page()).getByRole('button', { name: 'Log in with Farcaster' }).waitFor()
    expect(await farcasterUrl()).toBeNull()
    await expect.poll(async () => (await frame().messages('RELOAD')).length).toBe(1)
  })
})

test('after leaving, nothing times out 120 s later, and a fresh Farcaster sign-in is approved and connects', async () => {
  await page().clock.install()
  await startFarcaster()
  await dialog(page()).getByRole('button', { name: 'Back' }).click()
  await expect.poll(async () => (await frame().messages('RELOAD')).length).toBe(1)
  // The frame page loads again (its second GET /sdk) before the clock jumps.
  await expect.poll(async () => (await frame().loads()).length).toBe(2)
  await page().clock.fastForward(121_000)
  await dialog(page()).getByRole('button', { name: 'Log in with Farcaster' }).click()
  await qrCode().waitFor()
  // The abandoned request's 120 s timer would have raised this alert and aborted the fresh request.
  expect(await dialog(page()).getByText('The email login did not answer in time.').count()).toBe(0)
  await page().clock.fastForward(1_000)
  expect(await qrCode().count()).toBe(1)
  expect(await dialog(page()).getByText('Failed to connect to farcaster').count()).toBe(0)
  // The visitor scans the fresh QR code and approves it in the Farcaster app: the embedded wallet connects.
  const channelToken = new URL((await qrCode().getAttribute('data-value')) ?? '').searchParams.get('channelToken')
  await frame().approveFarcaster({ channelToken: channelToken ?? '' })
  await dialog(page()).waitFor({ state: 'hidden', timeout: 15_000 })
  const user = (await frame().users()).find((candidate) => candidate.id.startsWith('farcaster:'))
  await connectButton(page()).click()
  expect(await dialog(page()).getByTestId('account-address').getAttribute('title')).toBe(user?.smartAccount)
})
