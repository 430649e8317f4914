import { describe, expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import { frameControl, logInByEmail } from './embeddedWallet.js'

// The world's frame faults beyond SPEC §9's waits (20 s for READY and for the restore's connection check, 120 s for a
// login request): each gives its alert or error and leaves nothing stuck. The page's clock is Playwright's, so the
// waits pass at once.

const session = useBrowser()
const page = () => session.page
const emailField = () => dialog(page()).getByRole('textbox', { name: 'Email' })
const timeoutAlert = 'The email login did not answer in time.'

async function askLoginEmail(email: string) {
  await page().clock.install()
  await openPlayground(page())
  await connectButton(page()).click()
  await emailField().fill(email)
  await dialog(page()).getByRole('button', { name: 'Continue' }).click()
}

/** Back to Connect, and the email row is there for a fresh attempt. */
async function backToConnect() {
  await dialog(page()).getByRole('button', { name: 'Back' }).click()
  await emailField().waitFor()
}

describe('frame faults beyond a timeout', () => {
  test('a dropped reply: after 120 s the request-timeout alert and an error, then a fresh attempt', async () => {
    await frameControl().setFaults({ drop: ['CONNECT_EMAIL'] })
    await askLoginEmail('ada@example.org')
    await expect.poll(async () => (await frameControl().messages('CONNECT_EMAIL')).length).toBe(1)
    await page().clock.fastForward(121_000)
    await dialog(page()).getByText('Something went wrong').waitFor()
    expect(await dialog(page()).getByText(timeoutAlert).count()).toBe(1)
    await backToConnect()
  })

  test('a reply delayed beyond 120 s: the request-timeout alert, and the late reply changes nothing', async () => {
    await frameControl().setFaults({ delay: { ms: 3_000, types: ['CONNECT_EMAIL'] } })
    await askLoginEmail('ada@example.org')
    await expect.poll(async () => (await frameControl().messages('CONNECT_EMAIL')).length).toBe(1)
    await page().clock.fastForward(121_000)
    await dialog(page()).getByText('Something went wrong').waitFor()
    expect(await dialog(page()).getByText(timeoutAlert).count()).toBe(1)
    await page().waitForTimeout(3_500)
    expect(await dialog(page()).getByRole('heading', { name: 'Register this device' }).count()).toBe(0)
    await backToConnect()
  })

  test('a frame page that fails to load (HTTP 500): the load alert after 20 s, no iframe left', async () => {
    await frameControl().setFaults({ load: 'server-error' })
    await askLoginEmail('ada@example.org')
    await expect.poll(async () => (await frameControl().loads()).length).toBeGreaterThan(0)
    await page().clock.fastForward(21_000)
    await dialog(page()).getByText('Something went wrong').waitFor()
    expect(await dialog(page()).getByText('The email login could not load.').count()).toBe(1)
    expect(await page().locator('iframe[title="Embedded wallet"]').count()).toBe(0)
    await backToConnect()
  })

  test('a social login whose redirect never comes: Failed to initiate social connection', async () => {
    await frameControl().setFaults({ drop: ['GET_SOCIAL_REDIRECT_URI'] })
    await page().clock.install()
    await openPlayground(page())
    await connectButton(page()).click()
    const popup = page().waitForEvent('popup')
    await dialog(page()).getByRole('button', { name: 'Log in with Google' }).click()
    await popup
    await expect.poll(async () => (await frameControl().messages('GET_SOCIAL_REDIRECT_URI')).length).toBe(1)
    await page().clock.fastForward(121_000)
    await dialog(page()).getByText('Failed to initiate social connection', { exact: true }).waitFor()
    expect(await dialog(page()).getByText(timeoutAlert).count()).toBe(1)
  })

  test('a Farcaster sign-in whose frame never loads: Failed to connect to farcaster, and Back leads to Connect', async () => {
    await frameControl().setFaults({ load: 'no-ready' })
    await page().clock.install()
    await openPlayground(page())
    await connectButton(page()).click()
    await dialog(page()).getByRole('button', { name: 'Log in with Farcaster' }).click()
    await expect.poll(async () => (await frameControl().loads()).length).toBeGreaterThan(0)
    await page().clock.fastForward(21_000)
    await dialog(page()).getByText('Failed to connect to farcaster', { exact: true }).waitFor()
    await backToConnect()
  })
})

/** After a restore that failed: disconnected, on Connect with SPEC §8's text, the login forgotten. */
async function expectAuthInitFailed() {
  await expect.poll(() => connectButton(page()).textContent()).not.toMatch(/0x/)
  await connectButton(page()).click()
  await dialog(page()).getByText('A problem occurred while trying initialize authentication').waitFor()
  await emailField().waitFor()
  const stored = await page().evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.endsWith('emailLogin'))
      .map((key) => localStorage.getItem(key))
      .join(''),
  )
  expect(stored).not.toContain('ada@example.org')
}

/** An email login, then faults set on the world's frame, then a reload on Playwright's clock. */
async function reloadLoggedIn(faults: Parameters<ReturnType<typeof frameControl>['setFaults']>[0]) {
  await logInByEmail(page(), 'ada@example.org')
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 15_000 }).toMatch(/0x/)
  await frameControl().setFaults(faults)
  await page().clock.install()
  await page().reload()
}

describe('a frame that fails its start on restore', () => {
  test('A problem occurred while trying initialize authentication: disconnected, on Connect, the login forgotten', async () => {
    await reloadLoggedIn({ load: 'server-error' })
    await expect.poll(async () => (await frameControl().loads()).length).toBeGreaterThan(1)
    await page().clock.fastForward(21_000)
    await expectAuthInitFailed()
  })

  test.each([
    ['connection check', 'dropped', 'drop', 'IS_CONNECTED'],
    ['connection check', 'garbage', 'garbage', 'IS_CONNECTED'],
    ['user read', 'dropped', 'drop', 'GET_USER'],
    ["smart-account networks read (before the user's)", 'dropped', 'drop', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS'],
  ] as const)(
    'a %s whose reply is %s: after 20 s the same, then a fresh email login connects',
    async (_read, outcome, fault, message) => {
      await reloadLoggedIn({ [fault]: [message] })
      const checks = async () => (await frameControl().messages(message)).filter((m) => m.outcome === outcome)
      await expect.poll(async () => (await checks()).length).toBe(1)
      await page().clock.fastForward(21_000)
      await expectAuthInitFailed()
      await frameControl().clearFaults()
      await emailField().fill('ada@example.org')
      await dialog(page()).getByRole('button', { name: 'Continue' }).click()
      // The frame still holds the device's session: the login connects at once, nothing was left stuck.
      await expect.poll(() => connectButton(page()).textContent(), { timeout: 15_000 }).toMatch(/0x/)
    },
  )
})
