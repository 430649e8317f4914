import { frameControlClient } from 'foyer/testing'
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { worldControl } from './world.js'

// Social login against the world's embedded-wallet site: the Connect view's buttons, the provider page in a
// 600x800 popup, its result back through the frame site's origin, and the AUTH connector connected on the user's
// smart account (SPEC §9's eip155 default where the network has them).

const session = useBrowser()
const page = () => session.page
const frame = () => frameControlClient(inject('world').urls.frame ?? '')
const userOf = async (id: string) => (await frame().users()).find((user) => user.id === id)

/** Presses a provider's button; resolves with the popup it opened. */
async function startSocial(label: string): Promise<Page> {
  await openPlayground(page())
  await connectButton(page()).click()
  const popup = page().waitForEvent('popup')
  await dialog(page())
    .getByRole('button', { name: `Log in with ${label}` })
    .click()
  return popup
}

describe('social login', () => {
  test('the Connect view offers the socials in their order', async () => {
    await openPlayground(page())
    await connectButton(page()).click()
    const buttons = dialog(page()).getByRole('list', { name: 'Social logins' }).getByRole('button')
    await buttons.first().waitFor()
    expect(await buttons.allTextContents()).toEqual([
      'Google',
      'X',
      'Discord',
      'Farcaster',
      'GitHub',
      'Apple',
      'Facebook',
    ])
    expect((await runAxe(page())).violations).toEqual([])
    // The row spans the view as the email field does: no list indent, no list margin.
    const row = await dialog(page()).getByRole('list', { name: 'Social logins' }).boundingBox()
    const email = await dialog(page()).getByRole('textbox', { name: 'Email' }).boundingBox()
    const allWallets = await dialog(page())
      .getByRole('button', { name: /^All Wallets/ })
      .boundingBox()
    expect(row?.x).toBe(email?.x)
    expect(Math.round((row?.x ?? 0) + (row?.width ?? 0))).toBe(
      Math.round((allWallets?.x ?? 0) + (allWallets?.width ?? 0)),
    )
    expect(await buttons.first().evaluate((button) => button.getBoundingClientRect().x)).toBe(row?.x)
  })

  test('Google: the provider page in a 600x800 popup, then the embedded wallet is connected', async () => {
    const popup = await startSocial('Google')
    expect(await popup.evaluate(() => [window.outerWidth, window.outerHeight])).toEqual([600, 800])
    await dialog(page()).getByRole('heading', { name: 'Log in with Google' }).waitFor()
    expect((await runAxe(page())).violations).toEqual([])
    await popup.getByRole('button', { name: 'Continue as Ada Lovelace' }).click()
    await dialog(page()).waitFor({ state: 'hidden', timeout: 15_000 })
    expect(popup.isClosed()).toBe(true)
    const address = (await userOf('google:ada'))?.smartAccount ?? 'none'
    await connectButton(page()).click()
    expect(await dialog(page()).getByTestId('account-address').getAttribute('title')).toBe(address)
  })

  test('a popup closed before the login says Popup closed', async () => {
    const popup = await startSocial('Google')
    await dialog(page()).getByRole('heading', { name: 'Log in with Google' }).waitFor()
    await popup.close()
    await expect.poll(() => dialog(page()).getByRole('alert').textContent(), { timeout: 5_000 }).toBe('Popup closed')
  })

  test('X connects its user', async () => {
    await frame().setSocialIdentity('alan', 'x')
    const popup = await startSocial('X')
    await dialog(page()).waitFor({ state: 'hidden', timeout: 15_000 })
    expect(popup.isClosed()).toBe(true)
    const address = (await userOf('x:alan'))?.smartAccount ?? 'none'
    await expect.poll(() => connectButton(page()).textContent()).toBe(`${address.slice(0, 4)}…${address.slice(-6)}`)
  })

  test('Discord connects, and a user name ending in 0 is shown without it', async () => {
    await frame().setSocialIdentity('ada', 'discord')
    await startSocial('Discord')
    await dialog(page()).waitFor({ state: 'hidden', timeout: 15_000 })
    await connectButton(page()).click()
    await dialog(page()).getByText('adalovelace', { exact: true }).waitFor()
    expect(await dialog(page()).getByText('adalovelace0').count()).toBe(0)
    // SPEC §3's social login key holds the provider and the user name; a disconnect forgets them.
    const socialLogin = () => page().evaluate(() => localStorage.getItem('foyer:socialLogin'))
    expect(JSON.parse((await socialLogin()) ?? 'null')).toEqual({ provider: 'discord', username: 'adalovelace0' })
    await dialog(page()).getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(socialLogin).toBeNull()
  })
})

describe('social login by redirect, where the browser refuses the popup', () => {
  /** The visitor's browser refuses popups (a blocker, an in-app browser): the tab itself goes to the provider page. */
  async function chooseGoogleWithoutPopup() {
    await page().addInitScript(() => {
      window.open = () => null
    })
    await openPlayground(page())
    await connectButton(page()).click()
    await dialog(page()).getByRole('button', { name: 'Log in with Google' }).click()
  }
  /** Back on the app: the result, once read, leaves the address bar. */
  async function backOnTheApp() {
    const app = new URL(inject('playgroundUrl')).origin
    await page().waitForURL((url) => url.origin === app)
    await expect.poll(() => page().evaluate(() => location.search), { timeout: 15_000 }).not.toContain('result_uri')
  }
  const socialUris = async () =>
    (await frame().messages('GET_USER')).flatMap(
      (record) => (record.payload as { socialUri?: string })?.socialUri ?? [],
    )
  const stored = (key: string) => page().evaluate((name) => localStorage.getItem(`foyer:${name}`), key)

  test('Google: the tab leaves for the provider page and comes back connected, and a reload restores it', async () => {
    await chooseGoogleWithoutPopup()
    await page().getByRole('button', { name: 'Continue as Ada Lovelace' }).click()
    await backOnTheApp()
    await expect.poll(async () => (await userOf('google:ada'))?.smartAccount, { timeout: 15_000 }).toMatch(/^0x/)
    const address = (await userOf('google:ada'))?.smartAccount ?? 'none'
    const shown = `${address.slice(0, 4)}…${address.slice(-6)}`
    await expect.poll(() => connectButton(page()).textContent(), { timeout: 15_000 }).toBe(shown)
    expect(await socialUris()).toEqual([expect.stringMatching(/\/social\/callback\?code=/)])
    expect(JSON.parse((await stored('socialLogin')) ?? 'null')).toEqual({
      provider: 'google',
      username: 'ada.lovelace@gmail.example',
    })
    // The reload restores through the frame's own session: its GET_USER (the button may show the stored account
    // before it) carries no socialUri.
    const reads = (await frame().messages('GET_USER')).length
    await page().reload()
    await expect
      .poll(async () => (await frame().messages('GET_USER')).length, { timeout: 15_000 })
      .toBeGreaterThan(reads)
    await expect.poll(() => connectButton(page()).textContent(), { timeout: 15_000 }).toBe(shown)
    expect(await socialUris()).toHaveLength(1)
  })

  test('a refusal at the provider page comes back connected to nothing, and the modal says Connection rejected', async () => {
    await chooseGoogleWithoutPopup()
    await page().getByRole('button', { name: 'Cancel' }).click()
    await backOnTheApp()
    await connectButton(page()).click()
    await dialog(page()).getByRole('alert').filter({ hasText: 'Connection rejected' }).waitFor()
    await dialog(page()).getByRole('list', { name: 'Social logins' }).waitFor()
    expect(await socialUris()).toEqual([])
    expect([await stored('socialLogin'), await stored('connections')]).toEqual([null, null])
  })
})

describe('the remote features', () => {
  const socialButtons = () => dialog(page()).getByRole('list', { name: 'Social logins' }).getByRole('button')
  const emailField = () => dialog(page()).getByRole('textbox', { name: 'Email' })

  test('social_login with email alone: the email row and no social button, and no socials code fetched', async () => {
    await worldControl('features', { id: 'social_login', isEnabled: true, config: ['email'] })
    await openPlayground(page())
    await connectButton(page()).click()
    await emailField().waitFor()
    expect(await socialButtons().count()).toBe(0)
    expect(session.requests.filter((url) => url.includes('/socials-'))).toEqual([])
  })

  test('social_login with google alone: its button and no email row', async () => {
    await worldControl('features', { id: 'social_login', isEnabled: true, config: ['google'] })
    await openPlayground(page())
    await connectButton(page()).click()
    await socialButtons().first().waitFor()
    expect(await socialButtons().allTextContents()).toEqual(['Google'])
    expect(await emailField().count()).toBe(0)
    expect(session.requests.some((url) => url.includes('/socials-'))).toBe(true)
  })
})
