import { describe, expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { worldControl } from './world.js'

// The Connect view's settings (SPEC §3), each switched in the playground's Features panel, in Chromium against
// the world: the legal checkbox, the collapsed and email-first layouts, the All Wallets row and the branding.

const session = useBrowser()
const page = () => session.page

const featureSwitch = (name: string) =>
  page().getByRole('form', { name: 'Features' }).getByRole('checkbox', { name, exact: true })
const testWalletRow = () =>
  dialog(page())
    .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
    .first()
const emailField = () => dialog(page()).getByRole('textbox', { name: 'Email' })
const walletsRow = () => dialog(page()).getByRole('button', { name: 'Continue with a wallet' })
const allWalletsRow = () => dialog(page()).getByRole('button', { name: /^All Wallets/ })
const legalCheckbox = () => dialog(page()).getByRole('checkbox', { name: /^I agree to the/ })
const branding = () => dialog(page()).getByRole('link', { name: 'Foyer' })

/** Opens the playground at `path` (with the injected test wallet by default), flips the named Features switches, then opens the modal. */
async function openWith(switches: string[], path = '/?wallets=evm') {
  await openPlayground(page(), path)
  for (const name of switches) {
    const before = await featureSwitch(name).isChecked()
    await featureSwitch(name).click()
    await expect.poll(() => featureSwitch(name).isChecked()).toBe(!before)
  }
  await connectButton(page()).click()
  await dialog(page()).waitFor()
}

const noViolations = async () => expect((await runAxe(page())).violations).toEqual([])

describe('the legal checkbox', () => {
  test('blocks connecting until ticked, says why, and is remembered for the session', async () => {
    await openWith(['Legal checkbox'])
    await legalCheckbox().waitFor()
    expect(await dialog(page()).getByRole('link', { name: 'Terms of Service' }).count()).toBe(1)
    expect(await dialog(page()).getByRole('link', { name: 'Privacy Policy' }).count()).toBe(1)
    // Drawn, but disabled, with the reason tied to the checkbox.
    expect(await testWalletRow().isDisabled()).toBe(true)
    expect(await emailField().isDisabled()).toBe(true)
    expect(await allWalletsRow().isDisabled()).toBe(true)
    const reason = await legalCheckbox().evaluate((box) => {
      const id = box.getAttribute('aria-describedby') ?? ''
      return (box.getRootNode() as ShadowRoot).getElementById(id)?.textContent
    })
    expect(reason).toMatch(/disabled until you do/)
    await noViolations()

    await legalCheckbox().check()
    expect(await testWalletRow().isEnabled()).toBe(true)
    expect(await emailField().isEnabled()).toBe(true)
    await noViolations()

    // A new instance in the same browser session finds it ticked.
    await page().reload()
    await openWith(['Legal checkbox'])
    await legalCheckbox().waitFor()
    expect(await legalCheckbox().isChecked()).toBe(true)
    await testWalletRow().click()
    await dialog(page()).waitFor({ state: 'detached' })
    await expect.poll(() => connectButton(page()).textContent()).toMatch(/^0x/)
  })

  test('with only the terms page, the text names only the terms', async () => {
    await openWith(['Legal checkbox'], '/?wallets=evm&legal=terms')
    await legalCheckbox().waitFor()
    expect(await legalCheckbox().getAttribute('aria-describedby')).toBeTruthy()
    expect(await dialog(page()).getByText('I agree to the Terms of Service', { exact: true }).count()).toBe(1)
    expect(await dialog(page()).getByRole('link', { name: 'Privacy Policy' }).count()).toBe(0)
    await noViolations()
  })

  test('without terms and privacy pages: an options warning, and no checkbox', async () => {
    await openWith(['Legal checkbox'], '/?wallets=evm&legal=none')
    await testWalletRow().waitFor()
    await page().locator('[data-event="options:warning"]', { hasText: 'legalCheckbox' }).waitFor()
    expect(await legalCheckbox().count()).toBe(0)
    expect(await testWalletRow().isEnabled()).toBe(true)
  })

  test('off by default: no checkbox, the rows are enabled', async () => {
    await openWith([])
    await testWalletRow().waitFor()
    expect(await legalCheckbox().count()).toBe(0)
    expect(await testWalletRow().isEnabled()).toBe(true)
  })
})

describe('collapsed wallets', () => {
  test('Connect shows email and one wallet row, which opens the wallet list; back returns', async () => {
    await openWith(['Collapse wallets'])
    await walletsRow().waitFor()
    await emailField().waitFor()
    expect(await testWalletRow().count()).toBe(0)
    expect(await allWalletsRow().count()).toBe(0)
    await noViolations()

    await walletsRow().click()
    await testWalletRow().waitFor()
    await allWalletsRow().waitFor()
    expect(await emailField().count()).toBe(0)
    await noViolations()

    await dialog(page()).getByRole('button', { name: 'Back' }).click()
    await walletsRow().waitFor()
    await walletsRow().click()
    await testWalletRow().click()
    await dialog(page()).waitFor({ state: 'detached' })
    await expect.poll(() => connectButton(page()).textContent()).toMatch(/^0x/)
  })

  test('with the legal checkbox too, the wallet row waits for it', async () => {
    await openWith(['Collapse wallets', 'Legal checkbox'])
    await walletsRow().waitFor()
    expect(await walletsRow().isDisabled()).toBe(true)
    await legalCheckbox().check()
    await walletsRow().click()
    await testWalletRow().waitFor()
    expect(await testWalletRow().isEnabled()).toBe(true)
    await noViolations()
  })
})

describe('email and wallets', () => {
  test('with emailShowWallets off, the wallets hide behind one row under the email field', async () => {
    await openWith(['Email: show wallets'])
    await walletsRow().waitFor()
    expect(await testWalletRow().count()).toBe(0)
    // The row comes right after the email form.
    const next = await emailField().evaluate((field) => field.closest('form')?.nextElementSibling?.textContent)
    expect(next).toBe('Continue with a wallet')
    await noViolations()
    await walletsRow().click()
    await testWalletRow().waitFor()
    await noViolations()
  })

  test('with emailShowWallets off and email login off, the wallets are listed', async () => {
    await openWith(['Email: show wallets', 'Email'])
    await testWalletRow().waitFor()
    expect(await walletsRow().count()).toBe(0)
  })
})

describe('all wallets and branding', () => {
  test('by default: the All Wallets row and the branding footer with its link', async () => {
    await openWith([])
    await allWalletsRow().waitFor()
    expect(await branding().getAttribute('href')).toMatch(/^https:\/\//)
    expect(
      await dialog(page())
        .getByText(/^Powered by/)
        .count(),
    ).toBe(1)
    await noViolations()
  })

  test('allWallets off hides the All Wallets row', async () => {
    await openWith(['All wallets'])
    await testWalletRow().waitFor()
    expect(await allWalletsRow().count()).toBe(0)
    await noViolations()
  })

  test("the project's remote config turns the branding off", async () => {
    await openWith(['Branding'])
    await testWalletRow().waitFor()
    await expect.poll(() => branding().count()).toBe(0)
    await noViolations()
  })

  test('without a remote entry, the local option decides', async () => {
    const { features } = (await worldControl('features', undefined, 'GET')) as { features: { id: string }[] }
    await worldControl('features', { features: features.filter((feature) => feature.id !== 'reown_branding') })
    // The panel reads the missing entry as off, and passes reownBranding: false as the local option.
    await openWith([])
    await testWalletRow().waitFor()
    expect(await featureSwitch('Branding').isChecked()).toBe(false)
    expect(await branding().count()).toBe(0)
  })
})
