import { describe, expect, test } from 'vitest'
import { connectButton, connectTestWallet, dialog, openPlayground, runAxe, useBrowser } from './browser.js'

// ProfileWallets (SPEC §2, §4) with the playground's two EVM test wallets (`wallets=evm,evm`): Test Wallet holds
// anvil's account 0, Test Wallet 2 account 1.

const session = useBrowser()
const page = () => session.page
const shortAlice = '0xf3…b92266'
const shortBob = '0x70…dc79C8'

const walletsList = () => dialog(page()).getByRole('list', { name: 'EVM wallets' })
/** A row of ProfileWallets by its wallet's name: 'Test Wallet' is not 'Test Wallet 2'. */
const row = (name: string) => walletsList().getByRole('button', { name: new RegExp(`^${name} (\\(active\\) )?0x`) })
const rowNames = () => walletsList().getByRole('listitem').getByRole('button', { name: /0x/ }).allTextContents()
const buttonShows = (text: string) =>
  expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(text)

/** Opens the modal (at Account) and goes to ProfileWallets. */
async function openProfileWallets() {
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /^Manage wallets/ })
    .click()
  await walletsList().waitFor()
}

/** Connects Test Wallet, then adds Test Wallet 2 from ProfileWallets; Test Wallet 2 is then the active one. */
async function connectBoth() {
  await openPlayground(page(), '/?wallets=evm,evm')
  await connectTestWallet(page())
  await openProfileWallets()
  await dialog(page()).getByRole('button', { name: 'Add EVM wallet' }).click()
  await dialog(page())
    .getByRole('button', { name: /^Test Wallet 2/ })
    .click()
  await dialog(page()).waitFor({ state: 'detached' })
  await buttonShows(shortBob)
}

describe('ProfileWallets with two EVM wallets', () => {
  test('lists both wallets with name and address, the active one marked; axe finds no violations', async () => {
    await connectBoth()
    await openProfileWallets()
    expect(await row('Test Wallet 2').getAttribute('aria-current')).toBe('true')
    expect(await row('Test Wallet').getAttribute('aria-current')).toBeNull()
    expect(await row('Test Wallet').textContent()).toContain(shortAlice)
    expect(await row('Test Wallet 2').textContent()).toContain(shortBob)
    expect((await runAxe(page())).violations).toEqual([])
  })

  test('switching to the other wallet makes its account the active one, and a reload keeps that choice', async () => {
    await connectBoth()
    await openProfileWallets()
    await row('Test Wallet').click()
    await expect.poll(() => row('Test Wallet').getAttribute('aria-current')).toBe('true')
    await buttonShows(shortAlice)
    await page().reload()
    await buttonShows(shortAlice)
    await openProfileWallets()
    expect(await row('Test Wallet').getAttribute('aria-current')).toBe('true')
    expect(await row('Test Wallet 2').count()).toBe(1)
    // The other wallet, remembered from before the reload, is switched to without a new connection request.
    await row('Test Wallet 2').click()
    await buttonShows(shortBob)
  })

  test('removing the other wallet forgets it, also after a reload; removing the active one leaves the namespace', async () => {
    await connectBoth()
    await openProfileWallets()
    await dialog(page()).getByRole('button', { name: 'Remove Test Wallet', exact: true }).click()
    await expect.poll(rowNames).toHaveLength(1)
    expect(await row('Test Wallet 2').getAttribute('aria-current')).toBe('true')
    await page().reload()
    await buttonShows(shortBob)
    await openProfileWallets()
    expect(await rowNames()).toHaveLength(1)
    await dialog(page()).getByRole('button', { name: 'Remove Test Wallet 2', exact: true }).click()
    await dialog(page()).waitFor({ state: 'detached' })
    await buttonShows('Connect Wallet')
  })

  test('removing the active wallet makes the other one active', async () => {
    await connectBoth()
    await openProfileWallets()
    await dialog(page()).getByRole('button', { name: 'Remove Test Wallet 2', exact: true }).click()
    await expect.poll(rowNames).toHaveLength(1)
    expect(await row('Test Wallet').getAttribute('aria-current')).toBe('true')
    await buttonShows(shortAlice)
  })
})
