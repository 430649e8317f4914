import { describe, expect, test } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { bitcoinTestAccounts } from '../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { cosmosTestAccounts } from '../../playground/world/wallets/cosmos/cosmosTestAccounts.js'
import { polkadotTestAccounts } from '../../playground/world/wallets/polkadot/polkadotTestAccounts.js'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import {
  accountShows,
  addresses,
  buttonShows,
  chooseNetwork,
  openNetworks,
  short,
  switchAndConnect,
} from './namespaceSteps.js'

// An app with all five namespaces (`namespaces=eip155,solana,bip122,polkadot,cosmos`) and each namespace's test
// wallet: EVM first from the Connect view, then each other namespace by SwitchActiveChain and its wallet. All five
// stay connected while SwitchActiveChain moves between them, and a reload restores every one.

const session = useBrowser()
const page = () => session.page
const url = '/?wallets=evm,solana,bitcoin,polkadot,cosmos&namespaces=eip155,solana,bip122,polkadot,cosmos'

const namespaces = [
  { namespace: 'eip155', network: /^Ethereum \(local\)/, address: testAccounts[0]!.address, balance: '10,000 ETH' },
  {
    namespace: 'solana',
    name: 'Solana',
    network: /^Solana \(local\)/,
    wallet: /^Test Wallet(?: [a-z]+)?$/,
    address: solanaTestAccounts[0]!.address,
    balance: '1,000 SOL',
  },
  {
    namespace: 'bip122',
    name: 'Bitcoin',
    network: /^Bitcoin \(regtest\)/,
    wallet: /^Test Wallet(?: [a-z]+)?$/,
    address: bitcoinTestAccounts[0]!.payment.address,
    balance: '1.5 BTC',
  },
  {
    namespace: 'polkadot',
    name: 'Polkadot',
    network: /^Polkadot \(local\)/,
    wallet: /^Foyer Test Wallet/,
    address: polkadotTestAccounts[0]!.address,
    balance: '1,000 UNIT',
  },
  {
    namespace: 'cosmos',
    name: 'Cosmos',
    network: /^Cosmos \(local\)/,
    wallet: /^Keplr/,
    address: cosmosTestAccounts[0]!.address,
    balance: '1,000 ATOM',
  },
] as const
const allFive = Object.fromEntries(namespaces.map(({ namespace, address }) => [namespace, address]))

async function closeModal() {
  await page().keyboard.press('Escape')
  await dialog(page()).waitFor({ state: 'detached' })
}

describe('an app with all five namespaces', () => {
  test('connects each namespace’s test wallet in turn, switches between all five, and a reload restores every one', async () => {
    const [evm, ...others] = namespaces
    await openPlayground(page(), url)
    await connectButton(page()).click()
    await dialog(page())
      .getByRole('button', { name: /^Test Wallet EVM/ })
      .click()
    await dialog(page()).waitFor({ state: 'detached' })
    await buttonShows(page(), short(evm.address))
    await accountShows(page(), evm.address, evm.balance)
    await closeModal()
    for (const [index, step] of others.entries()) {
      await switchAndConnect(page(), { ...step, namespace: step.name, checkAxe: index === 0 })
      await accountShows(page(), step.address, step.balance)
      await closeModal()
    }
    expect(await addresses(page())).toEqual({ active: 'cosmos', ...allFive })

    // The network list names all five namespaces' networks; axe finds nothing in it.
    await openNetworks(page())
    await dialog(page()).getByRole('list', { name: 'Bitcoin networks' }).waitFor()
    expect((await runAxe(page())).violations, 'Networks').toEqual([])
    await closeModal()

    // Each namespace is connected already: switching to it asks for no new connection.
    for (const { network, address, namespace } of namespaces) {
      await chooseNetwork(page(), network)
      await buttonShows(page(), short(address))
      expect(await addresses(page())).toEqual({ ...allFive, active: namespace })
      await closeModal()
    }

    await chooseNetwork(page(), /^Polkadot \(local\)/)
    await buttonShows(page(), short(allFive.polkadot!))
    await closeModal()
    await page().reload()
    await buttonShows(page(), short(allFive.polkadot!))
    await expect.poll(() => addresses(page()), { timeout: 10_000 }).toEqual({ active: 'polkadot', ...allFive })
    for (const { network, address, balance } of namespaces) {
      await chooseNetwork(page(), network)
      await buttonShows(page(), short(address))
      await closeModal()
      await accountShows(page(), address, balance)
      await closeModal()
    }
    await connectButton(page()).click()
    await dialog(page()).getByTestId('account-balance').waitFor()
    expect((await runAxe(page())).violations, 'Account').toEqual([])
  })
})
