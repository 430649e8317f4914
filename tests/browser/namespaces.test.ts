import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'

// An app with EVM and Solana networks (`namespaces=eip155,solana`): the EVM test wallet (anvil's account 0) and
// the Solana one (Wallet Standard, the world's localnet), both named "Test Wallet".

const session = useBrowser()
const page = () => session.page
const shortAlice = '0xf3…b92266'
const url = '/?wallets=evm,solana&namespaces=eip155,solana'

type Addresses = { active: string | undefined; eip155: string | undefined; solana: string | undefined }
/** The active namespace and each namespace's address, from the playground's instance. */
const addresses = (tab: Page = page()) =>
  tab.evaluate(() => {
    type State = {
      activeNamespace?: string
      chains: Record<string, { accountState: { address?: string } } | undefined>
    }
    const state = (window as unknown as { __foyer: { getState(): State } }).__foyer.getState()
    return {
      active: state.activeNamespace,
      eip155: state.chains.eip155?.accountState.address,
      solana: state.chains.solana?.accountState.address,
    } as Addresses
  })
const buttonShows = (text: string) =>
  expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(text)
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

/** From the Account view, the network row, then a network of the list. */
async function chooseNetwork(name: RegExp) {
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /network$/ })
    .click()
  await dialog(page()).getByRole('button', { name }).click()
}

/** Connects the EVM wallet from the Connect view, which lists both namespaces' wallets. */
async function connectEvm() {
  await openPlayground(page(), url)
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /^Test Wallet Solana$/ })
    .waitFor()
  await dialog(page())
    .getByRole('button', { name: /^Test Wallet EVM$/ })
    .click()
  await dialog(page()).waitFor({ state: 'detached' })
  await buttonShows(shortAlice)
}

/** Switches to the Solana network: SwitchActiveChain, then Connect for Solana, its Test Wallet. */
async function connectSolana(checkAxe = false) {
  await chooseNetwork(/^Solana \(local\)/)
  await dialog(page()).getByRole('heading', { name: 'Switch to Solana' }).waitFor()
  if (checkAxe) expect((await runAxe(page())).violations, 'SwitchActiveChain').toEqual([])
  await dialog(page()).getByRole('button', { name: 'Switch to Solana' }).click()
  const wallets = dialog(page()).getByRole('list', { name: 'Wallets' })
  // Solana's wallets only: its Test Wallet, tagged recent (the EVM one of that name connected before), not "Test Wallet 2".
  await wallets.getByRole('button', { name: /^Test Wallet(?: [a-z]+)?$/ }).click()
  await dialog(page()).waitFor({ state: 'detached' })
  await expect.poll(async () => (await addresses()).active, { timeout: 10_000 }).toBe('solana')
  const { solana } = await addresses()
  await buttonShows(short(solana ?? ''))
  return solana ?? ''
}

describe('an app with EVM and Solana networks', () => {
  test('connect EVM, switch to Solana (SwitchActiveChain, connect Solana), switch back: both addresses kept', async () => {
    await connectEvm()
    const solana = await connectSolana(true)
    expect((await addresses()).eip155).toMatch(/^0xf39Fd6e5/i)
    await chooseNetwork(/^Ethereum \(local\)/)
    await buttonShows(shortAlice)
    expect(await addresses()).toMatchObject({ active: 'eip155', solana })
    await page().keyboard.press('Escape')
    await dialog(page()).waitFor({ state: 'detached' })
    // Back on Solana: its wallet is connected, so no new connection is asked.
    await chooseNetwork(/^Solana \(local\)/)
    await buttonShows(short(solana))
    expect((await addresses()).eip155).toMatch(/^0xf39Fd6e5/i)
  })

  test('the network list groups by namespace and ProfileWallets lists each namespace; axe finds nothing in either', async () => {
    await connectEvm()
    await connectButton(page()).click()
    await dialog(page())
      .getByRole('button', { name: /network$/ })
      .click()
    await dialog(page()).getByRole('list', { name: 'Solana networks' }).waitFor()
    expect(
      await dialog(page()).getByRole('list', { name: 'EVM networks' }).getByRole('button').count(),
    ).toBeGreaterThan(1)
    expect((await runAxe(page())).violations, 'Networks').toEqual([])
    await page().keyboard.press('Escape')
    await dialog(page()).waitFor({ state: 'detached' })
    await connectSolana()
    await connectButton(page()).click()
    await dialog(page())
      .getByRole('button', { name: /^Manage wallets/ })
      .click()
    const rows = (namespace: string) =>
      dialog(page())
        .getByRole('list', { name: `${namespace} wallets` })
        .getByRole('button', { name: /^Test Wallet/ })
    await expect.poll(() => rows('Solana').count()).toBe(1)
    expect(await rows('EVM').count()).toBe(1)
    expect((await runAxe(page())).violations, 'ProfileWallets').toEqual([])
  })

  test('a reload restores both connections and the active namespace; disconnecting one leaves the other', async () => {
    await connectEvm()
    const solana = await connectSolana()
    await chooseNetwork(/^Ethereum \(local\)/)
    await buttonShows(shortAlice)
    await page().reload()
    await buttonShows(shortAlice)
    await expect.poll(() => addresses(), { timeout: 10_000 }).toMatchObject({ active: 'eip155', solana })
    await connectButton(page()).click()
    await dialog(page()).getByRole('button', { name: 'Disconnect' }).click()
    await dialog(page()).waitFor({ state: 'detached' })
    await buttonShows(short(solana))
    expect(await addresses()).toEqual({ active: 'solana', eip155: undefined, solana })
    await page().reload()
    await buttonShows(short(solana))
  })
})
