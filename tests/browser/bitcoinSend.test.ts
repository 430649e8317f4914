import { address as bitcoinAddress, networks, Transaction } from 'bitcoinjs-lib'
import { describe, expect, inject, test } from 'vitest'
import { regtestFeeEstimates } from '../../playground/world/bitcoin/regtest.js'
import { bitcoinTestAccounts } from '../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { polkadotTestAccounts } from '../../playground/world/wallets/polkadot/polkadotTestAccounts.js'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { accountShows, buttonShows, short } from './namespaceSteps.js'

// The Send view on Bitcoin (issue 33): the playground as a Bitcoin app, the world's Bitcoin test wallet on its regtest
// chain; the bip122 adapter builds the transfer as a PSBT at the fee rate of the chain's Esplora fee estimates, the
// wallet signs it, the node takes it. What the chain then holds is read from its Esplora service here.

const session = useBrowser()
const page = () => session.page
const form = () => dialog(page())
const [alice, bob] = bitcoinTestAccounts as [(typeof bitcoinTestAccounts)[0], (typeof bitcoinTestAccounts)[0]]
const esplora = () => inject('world').chains.find((chain) => chain.namespace === 'bip122')!.rpcUrl

interface Utxo {
  txid: string
  vout: number
  value: number
}
const utxos = async (address: string) => (await (await fetch(`${esplora()}/address/${address}/utxo`)).json()) as Utxo[]
const sats = async (address: string) => (await utxos(address)).reduce((sum, utxo) => sum + utxo.value, 0)
const transaction = async (txid: string) =>
  Transaction.fromHex(await (await fetch(`${esplora()}/tx/${txid}/hex`)).text())
const receiverOf = (output: Transaction['outs'][number]) =>
  bitcoinAddress.fromOutputScript(output.script, networks.regtest)

/** Connected by the Wallet Standard, the Account view open at 1.5 BTC, then its Send button: the form. */
async function openSend() {
  await openPlayground(page(), '/?wallets=bitcoin&namespaces=bip122')
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /^Test Wallet(?: [a-z]+)?$/ })
    .first()
    .click()
  await dialog(page()).waitFor({ state: 'detached' })
  await buttonShows(page(), short(alice.payment.address))
  await accountShows(page(), alice.payment.address, '1.5 BTC')
  await dialog(page()).getByRole('button', { name: 'Send', exact: true }).click()
  await form().getByRole('list', { name: 'Token to send' }).getByRole('button').first().waitFor()
}

describe('sending bitcoin from the Send view', () => {
  test('the receiver gets the amount, the fee is the one the preview showed (the service’s rate), the change comes back', async () => {
    const before = await utxos(alice.payment.address)
    const bobBefore = await sats(bob.payment.address)
    await openSend()
    await form()
      .getByRole('list', { name: 'Token to send' })
      .getByRole('button', { name: /^Bitcoin / })
      .click()
    await form()
      .getByRole('textbox', { name: /^Amount/ })
      .fill('0.25')
    await form().getByRole('textbox', { name: 'Receiver address or name' }).fill(bob.payment.address)
    await form().getByRole('button', { name: 'Review' }).click()
    await form().getByTestId('send-preview-fee').waitFor()
    expect(await form().getByTestId('send-preview-amount').textContent()).toBe('0.25 BTC')
    expect(await form().getByTestId('send-preview-receiver').getAttribute('title')).toBe(bob.payment.address)
    const feeText = (await form().getByTestId('send-preview-fee').textContent()) ?? ''
    expect(feeText).toMatch(/^0\.0000\d+ BTC$/)
    const fee = Math.round(Number(feeText.split(' ')[0]) * 1e8)
    expect((await runAxe(page())).violations, 'Review').toEqual([])
    await form().getByRole('button', { name: 'Send', exact: true }).click()
    await dialog(page())
      .getByRole('heading', { name: short(alice.payment.address) })
      .waitFor({ timeout: 20_000 })

    await expect.poll(() => sats(bob.payment.address)).toBe(bobBefore + 25_000_000)
    const after = await utxos(alice.payment.address)
    const spent = before.filter((coin) => !after.some((left) => left.txid === coin.txid && left.vout === coin.vout))
    const change = after.filter((coin) => !before.some((had) => had.txid === coin.txid && had.vout === coin.vout))
    expect(change).toHaveLength(1)
    const spentSats = spent.reduce((sum, coin) => sum + coin.value, 0)
    expect(change[0]!.value).toBe(spentSats - 25_000_000 - fee)

    // The transaction itself: the amount to the receiver, the change to the sender.
    const tx = await transaction(change[0]!.txid)
    expect(tx.outs.map((output) => [receiverOf(output), Number(output.value)])).toEqual([
      [bob.payment.address, 25_000_000],
      [alice.payment.address, change[0]!.value],
    ])
    // At least the 3-block rate of the fee estimates for its size (the adapter prices outputs at their largest
    // size), under the 1-block rate.
    expect(fee).toBeGreaterThanOrEqual(Math.ceil(tx.virtualSize() * regtestFeeEstimates['3']!))
    expect(fee).toBeLessThan(tx.virtualSize() * regtestFeeEstimates['1']!)
    // The Account view reads the balance again (3 decimals, cut: SPEC §9).
    const left = 150_000_000 - 25_000_000 - fee
    await expect
      .poll(() => dialog(page()).getByTestId('account-balance').textContent())
      .toBe(`${Math.trunc(left / 100_000) / 1000} BTC`)
  })

  test('a receiver that is no regtest address is refused at the form, and nothing is sent', async () => {
    await openSend()
    await form()
      .getByRole('textbox', { name: /^Amount/ })
      .fill('0.1')
    await form()
      .getByRole('button', { name: /^Bitcoin / })
      .click()
    // A mainnet address: valid Bitcoin, another network.
    await form()
      .getByRole('textbox', { name: 'Receiver address or name' })
      .fill('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')
    await form().getByRole('button', { name: 'Review' }).click()
    await form().getByText('Invalid receiver address').waitFor()
    expect(await sats(alice.payment.address)).toBe(150_000_000)
  })
})

test('a Polkadot account is offered no Send: its adapter cannot transfer', async () => {
  const polkadot = polkadotTestAccounts[0]!.address
  await openPlayground(page(), '/?wallets=polkadot&namespaces=polkadot')
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /^Foyer Test Wallet/ })
    .click()
  await dialog(page()).waitFor({ state: 'detached' })
  await buttonShows(page(), short(polkadot))
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('heading', { name: short(polkadot) })
    .waitFor()
  await dialog(page()).getByRole('button', { name: 'Receive', exact: true }).waitFor()
  expect(await dialog(page()).getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
})
