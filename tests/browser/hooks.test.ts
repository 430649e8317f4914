import { describe, expect, test } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { dialog, useBrowser } from './browser.js'
import { wallet } from './world.js'

// An app on the hooks of foyer/react with its own button (playground/hooks.html, the world's test wallet):
// each hook's answer is text on the page, read as the app's code would get it.

const session = useBrowser()
const page = () => session.page
const alice = testAccounts[0]!.address
const shown = (id: string) => page().getByTestId(id).textContent()
const customButton = () => page().getByTestId('custom-button')

async function connectWithCustomButton() {
  await page().goto('/hooks.html?wallets=evm')
  await customButton().click()
  await dialog(page())
    .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
    .first()
    .click()
  await expect.poll(() => shown('account')).toBe(`connected ${alice}`)
}

describe('the hooks of foyer/react and <ConnectButton.Custom>', () => {
  test('before a click the app draws its own button and no kernel code is fetched', async () => {
    await page().goto('/hooks.html?wallets=evm')
    expect(await customButton().textContent()).toBe('Sign in with a wallet')
    expect(await shown('account')).toBe('disconnected')
    expect(await shown('modal')).toBe('closed')
    expect(session.requests.filter((url) => /\/createKernel-[^/]*\.js/.test(url))).toEqual([])
  })

  test('the custom button opens the modal; after connecting, every hook reports the connection', async () => {
    await page().goto('/hooks.html?wallets=evm')
    await customButton().click()
    await expect.poll(() => shown('modal')).toBe('open Connect')
    await dialog(page())
      .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
      .first()
      .click()
    await expect.poll(() => shown('account')).toBe(`connected ${alice}`)
    expect(await customButton().textContent()).toBe('0xf3…b92266')
    expect(await shown('evm-account')).toBe(`eip155:1:${alice}`)
    expect(await shown('network')).toBe('eip155:1')
    expect(await shown('connections')).toMatch(/^\S+:1 \(active \S+\)$/)
    expect(await shown('wallet')).toMatch(/^Test Wallet [A-Z_]+$/)
    expect(await shown('modal')).toBe('closed')
    expect(await shown('events')).toBe(`opened Connect; connected ${alice}`)
  })

  test("useNetwork's switch moves the wallet, the custom button opens the networks, useDisconnect disconnects", async () => {
    await connectWithCustomButton()
    await page()
      .getByRole('button', { name: /^Switch to / })
      .click()
    await expect.poll(() => shown('network')).toBe('eip155:42161')
    expect(await wallet(page(), 'chainId')).toBe(42161)

    await page()
      .getByRole('button', { name: /Arbitrum One/ })
      .click()
    await expect.poll(() => shown('modal')).toBe('open Networks')
    await page().keyboard.press('Escape')
    await expect.poll(() => shown('modal')).toBe('closed')

    await page().getByRole('button', { name: 'Disconnect' }).click()
    await expect.poll(() => shown('account')).toBe('disconnected')
    expect(await shown('connections')).toBe('')
    expect(await shown('wallet')).toBe('')
    expect(await customButton().textContent()).toBe('Sign in with a wallet')
  })
})
