import { expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { wallet } from './world.js'

// SPEC §2: an unsupported active network opens UnsupportedChain, also when the wallet is already there at connect.

const session = useBrowser()
const page = () => session.page
const unsupportedText = () => dialog(page()).getByText(/doesn’t support your current network/)
const activeNetworkId = () =>
  page().evaluate(() => (window as any).__foyer.getState().chains.eip155?.activeNetworkId as string | undefined)

/** Opens the playground at `path` and picks the Test Wallet in the Connect view. */
async function connectAt(path: string) {
  await openPlayground(page(), path)
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /^Test Wallet/ })
    .first()
    .click()
}

test('a wallet already on a chain the app does not offer gets UnsupportedChain at connect, not Account', async () => {
  await connectAt('/?wallets=evm&walletChain=42161&networks=1')
  await unsupportedText().waitFor()
  expect(await activeNetworkId()).toBe('eip155:42161')
  // It stays: the connect flow's own close does not take it away.
  await page().waitForTimeout(300)
  expect(await unsupportedText().isVisible()).toBe(true)
  expect((await runAxe(page())).violations).toEqual([])
  await dialog(page())
    .getByRole('button', { name: /Ethereum \(local\)/ })
    .click()
  await dialog(page()).waitFor({ state: 'detached' })
  await expect.poll(() => wallet(page(), 'chainId')).toBe(1)
  expect(await activeNetworkId()).toBe('eip155:1')
})

test('opening the modal while connected on an unsupported chain shows UnsupportedChain; Escape still closes it', async () => {
  await connectAt('/?wallets=evm&networks=1')
  await dialog(page()).waitFor({ state: 'detached' })
  await wallet(page(), 'switchChain', 42161)
  await unsupportedText().waitFor()
  await page().keyboard.press('Escape')
  await dialog(page()).waitFor({ state: 'detached' })
  await connectButton(page()).click()
  await unsupportedText().waitFor()
})
