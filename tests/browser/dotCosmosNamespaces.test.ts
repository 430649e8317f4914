import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { cosmosTestAccounts } from '../../playground/world/wallets/cosmos/cosmosTestAccounts.js'
import { polkadotTestAccounts } from '../../playground/world/wallets/polkadot/polkadotTestAccounts.js'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'

// An app with EVM, Polkadot and Cosmos networks (`namespaces=eip155,polkadot,cosmos`): the EVM test wallet, the
// injectedWeb3 one and the Keplr-style one, moved between by SwitchActiveChain; and an EVM-only app, which loads
// none of the polkadot and cosmos adapters' code.

const session = useBrowser()
const page = () => session.page
const url = '/?wallets=evm,polkadot,cosmos&namespaces=eip155,polkadot,cosmos'
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`
const shortAlice = '0xf3…b92266'
const dot = polkadotTestAccounts[0]!.address
const atom = cosmosTestAccounts[0]!.address

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
      polkadot: state.chains.polkadot?.accountState.address,
      cosmos: state.chains.cosmos?.accountState.address,
    }
  })
const buttonShows = (text: string) =>
  expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(text)

async function chooseNetwork(name: RegExp) {
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /network$/ })
    .click()
  await dialog(page()).getByRole('button', { name }).click()
}

/** SwitchActiveChain to a namespace not connected yet, then its wallet in the Connect view. */
async function switchAndConnect(
  network: RegExp,
  namespace: string,
  wallet: RegExp,
  expected: string,
  checkAxe = false,
) {
  await chooseNetwork(network)
  await dialog(page())
    .getByRole('heading', { name: `Switch to ${namespace}` })
    .waitFor()
  if (checkAxe) expect((await runAxe(page())).violations, 'SwitchActiveChain').toEqual([])
  await dialog(page())
    .getByRole('button', { name: `Switch to ${namespace}` })
    .click()
  await dialog(page()).getByRole('list', { name: 'Wallets' }).getByRole('button', { name: wallet }).click()
  await dialog(page()).waitFor({ state: 'detached' })
  await buttonShows(short(expected))
}

describe('an app with EVM, Polkadot and Cosmos networks', () => {
  test('connect EVM, then Polkadot and Cosmos by SwitchActiveChain; switching back keeps each; a reload restores all three', async () => {
    await openPlayground(page(), url)
    await connectButton(page()).click()
    await dialog(page())
      .getByRole('button', { name: /^Test Wallet/ })
      .first()
      .click()
    await dialog(page()).waitFor({ state: 'detached' })
    await buttonShows(shortAlice)
    await switchAndConnect(/^Polkadot \(local\)/, 'Polkadot', /^Foyer Test Wallet/, dot, true)
    await switchAndConnect(/^Cosmos \(local\)/, 'Cosmos', /^Keplr/, atom)
    expect(await addresses()).toMatchObject({ active: 'cosmos', polkadot: dot, cosmos: atom })
    // Back to Polkadot: connected already, so no new connection is asked.
    await chooseNetwork(/^Polkadot \(local\)/)
    await buttonShows(short(dot))
    await page().keyboard.press('Escape')
    await page().reload()
    await buttonShows(short(dot))
    await expect
      .poll(() => addresses(), { timeout: 10_000 })
      .toEqual({
        active: 'polkadot',
        eip155: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
        polkadot: dot,
        cosmos: atom,
      })
    await chooseNetwork(/^Ethereum \(local\)/)
    await buttonShows(shortAlice)
  })

  test('an EVM-only app fetches none of the polkadot and cosmos adapters’ code', async () => {
    await openPlayground(page(), '/?wallets=evm')
    await connectButton(page()).click()
    await dialog(page())
      .getByRole('button', { name: /^Test Wallet/ })
      .first()
      .click()
    await dialog(page()).waitFor({ state: 'detached' })
    await buttonShows(shortAlice)
    const loaded = session.requests.filter((request) => /Cosmos|Polkadot|polkadot|cosmos/.test(request))
    expect(loaded).toEqual([])
  })
})
