import { describe, expect, test } from 'vitest'
import { cosmosTestAccounts } from '../../playground/world/wallets/cosmos/cosmosTestAccounts.js'
import { polkadotTestAccounts } from '../../playground/world/wallets/polkadot/polkadotTestAccounts.js'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import {
  addresses,
  buttonShows as showsOnButton,
  chooseNetwork as chooseNetworkIn,
  short,
  switchAndConnect,
} from './namespaceSteps.js'

// An app with EVM, Polkadot and Cosmos networks (`namespaces=eip155,polkadot,cosmos`): the EVM test wallet, the
// injectedWeb3 one and the Keplr-style one, moved between by SwitchActiveChain; and an EVM-only app, which loads
// none of the polkadot and cosmos adapters' code.

const session = useBrowser()
const page = () => session.page
const url = '/?wallets=evm,polkadot,cosmos&namespaces=eip155,polkadot,cosmos'
const shortAlice = '0xf3…b92266'
const dot = polkadotTestAccounts[0]!.address
const atom = cosmosTestAccounts[0]!.address
const buttonShows = (text: string) => showsOnButton(page(), text)
const chooseNetwork = (name: RegExp) => chooseNetworkIn(page(), name)

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
    await switchAndConnect(page(), {
      network: /^Polkadot \(local\)/,
      namespace: 'Polkadot',
      wallet: /^Foyer Test Wallet/,
      address: dot,
      checkAxe: true,
    })
    await switchAndConnect(page(), {
      network: /^Cosmos \(local\)/,
      namespace: 'Cosmos',
      wallet: /^Keplr/,
      address: atom,
    })
    expect(await addresses(page())).toMatchObject({ active: 'cosmos', polkadot: dot, cosmos: atom })
    // Back to Polkadot: connected already, so no new connection is asked.
    await chooseNetwork(/^Polkadot \(local\)/)
    await buttonShows(short(dot))
    await page().keyboard.press('Escape')
    await page().reload()
    await buttonShows(short(dot))
    await expect
      .poll(() => addresses(page()), { timeout: 10_000 })
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
