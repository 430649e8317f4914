import type { Page } from 'playwright-core'
import { encode } from 'uqr'
import { describe, expect, test } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { connectButton, connectTestWallet, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { decodeQr } from './decodeQr.js'
import { drawnModules } from './drawnModules.js'

// The Receive plugin, a feature plugin loaded on demand: its chunk waits for the visitor's first press of
// Receive on the Account view; the view's QR code, read back from the pixels drawn, is the address.

const session = useBrowser()
const alice = testAccounts[0]!
const shortAlice = '0xf3…b92266'
const page = () => session.page

/** The receive plugin's chunks (the plugin and its view) that the page asked for. */
const receiveChunks = () =>
  session.requests.filter((url) => /\/(receive|ReceiveView)-[\w-]+\.js$/.test(new URL(url).pathname))
const receiveSwitch = (p: Page) =>
  p.getByRole('form', { name: 'Features' }).getByRole('checkbox', { name: 'Receive', exact: true })
const receiveButton = () => dialog(page()).getByRole('button', { name: /Receive$/ })

async function connect() {
  await connectTestWallet(page())
}

async function openAccount() {
  await connectButton(page()).click()
  await dialog(page()).getByRole('heading', { name: shortAlice }).waitFor()
}

describe('the feature path', () => {
  test('the receive chunk is not fetched at first open nor on Account, and is when the visitor presses Receive', async () => {
    await openPlayground(page(), '/?wallets=evm')
    await connect()
    await openAccount()
    await receiveButton().waitFor()
    expect(receiveChunks()).toEqual([])

    await receiveButton().click()
    await dialog(page()).getByRole('heading', { name: 'Receive', exact: true }).waitFor()
    await dialog(page()).getByTestId('receive-address').waitFor()
    expect(receiveChunks()).toHaveLength(2)
  })

  test("while receive is off (the playground's switch) there is no Receive button and no chunk; on again, the button is back", async () => {
    await openPlayground(page(), '/?wallets=evm')
    await receiveSwitch(page()).click()
    await expect.poll(() => receiveSwitch(page()).isChecked()).toBe(false)
    await connect()
    await openAccount()
    await dialog(page())
      .getByRole('button', { name: /Greet$/ })
      .waitFor()
    expect(await receiveButton().count()).toBe(0)
    await page().keyboard.press('Escape')
    await dialog(page()).waitFor({ state: 'detached' })

    await receiveSwitch(page()).click()
    await expect.poll(() => receiveSwitch(page()).isChecked()).toBe(true)
    await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAlice)
    await openAccount()
    await receiveButton().waitFor()
    expect(receiveChunks()).toEqual([])
  })
})

describe('the Receive view', () => {
  test('its QR code reads as the address; Copy puts the address on the clipboard; back returns to Account', async () => {
    await session.context.grantPermissions(['clipboard-read', 'clipboard-write'])
    // The page's timers are the test's to hold: "Copied" lasts 2 s, and a loaded machine can look later.
    await page().clock.install()
    await openPlayground(page(), '/?wallets=evm')
    await connect()
    await openAccount()
    await receiveButton().click()

    const code = dialog(page()).getByRole('img', { name: 'QR code of your address' })
    const modules = await drawnModules(code)
    expect(decodeQr(modules)).toBe(alice.address)
    expect(modules).toEqual(encode(alice.address, { ecc: 'M', border: 0 }).data)
    expect(await dialog(page()).getByTestId('receive-address').textContent()).toBe(alice.address)

    await page().clock.pauseAt((await page().evaluate(() => Date.now())) + 500)
    await dialog(page()).getByRole('button', { name: 'Copy address' }).click()
    await dialog(page()).getByRole('status').filter({ hasText: 'Address copied' }).waitFor()
    await dialog(page()).getByRole('button', { name: 'Copied' }).waitFor()
    expect(await page().evaluate(() => navigator.clipboard.readText())).toBe(alice.address)
    await page().clock.resume()

    await dialog(page()).getByRole('button', { name: 'Back' }).click()
    await dialog(page()).getByRole('heading', { name: shortAlice }).waitFor()
  })

  test('it lists the networks of the active namespace and names the active one; axe finds nothing', async () => {
    await openPlayground(page(), '/?wallets=evm')
    await connect()
    await openAccount()
    await receiveButton().click()
    const networks = dialog(page()).getByRole('list', { name: 'Networks you can receive on' })
    await networks.waitFor()
    expect(await networks.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/Ethereum \(local\)active$/),
      expect.stringMatching(/Arbitrum One \(local\)$/),
    ])
    expect(await dialog(page()).getByTestId('receive-note').textContent()).toContain('Ethereum (local)')
    expect((await runAxe(page())).violations).toEqual([])
  })
})
