import { Connection, PublicKey } from '@solana/web3.js'
import { describe, expect, inject, test } from 'vitest'
import { associatedTokenAddress } from '../../adapters/solana/splInstructions.js'
import { SOLANA_USDC } from '../../playground/world/solana/localnet.js'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'

// The Send view on Solana (issue 13): the playground as a Solana app, the Solana test wallet (Wallet Standard), SOL
// and the world's USDC sent on the localnet; the receiver's balance is read from the chain.

const session = useBrowser()
const page = () => session.page
const form = () => dialog(page())
const alice = solanaTestAccounts[0]!.address
const shortAlice = `${alice.slice(0, 4)}…${alice.slice(-6)}`
const chain = () => {
  const localnet = inject('world').chains.find((candidate) => candidate.namespace === 'solana')!
  return new Connection(localnet.rpcUrl, 'confirmed')
}
const token = (name: string) =>
  form()
    .getByRole('list', { name: 'Token to send' })
    .getByRole('button', { name: new RegExp(`^${name} `) })

/** Connected by the Wallet Standard, the Account view open, then its Send button: the form, with its tokens. */
async function openSend() {
  await openPlayground(page(), '/?wallets=solana&namespaces=solana')
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
    .first()
    .click()
  await dialog(page()).waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAlice)
  await connectButton(page()).click()
  await dialog(page()).getByRole('heading', { name: shortAlice }).waitFor()
  await dialog(page()).getByRole('button', { name: 'Send', exact: true }).click()
  await form().getByRole('list', { name: 'Token to send' }).getByRole('button').first().waitFor()
}

/** Fills the form, reviews, confirms once the fee shows, and waits for the Account view. */
async function sendFromForm(tokenName: string, amount: string, receiver: string) {
  await token(tokenName).click()
  await form()
    .getByRole('textbox', { name: /^Amount/ })
    .fill(amount)
  await form().getByRole('textbox', { name: 'Receiver address or name' }).fill(receiver)
  await form().getByRole('button', { name: 'Review' }).click()
  await form().getByTestId('send-preview-fee').waitFor()
  expect(await form().getByTestId('send-preview-fee').textContent()).toMatch(/^0\.000005 SOL/)
  await form().getByRole('button', { name: 'Send', exact: true }).click()
  await dialog(page()).getByRole('heading', { name: shortAlice }).waitFor({ timeout: 20_000 })
}

describe('sending on Solana from the Send view', () => {
  test('SOL: the receiver’s balance on the localnet grows by the amount', async () => {
    const bob = solanaTestAccounts[1]!.address
    const before = await chain().getBalance(new PublicKey(bob))
    await openSend()
    await sendFromForm('Solana', '1.5', bob)
    await expect.poll(() => chain().getBalance(new PublicKey(bob))).toBe(before + 1_500_000_000)
  })

  test('USDC: the receiver’s token account is created and holds the amount', async () => {
    const dave = solanaTestAccounts[8]!.address
    const target = associatedTokenAddress(new PublicKey(SOLANA_USDC.mint), new PublicKey(dave))
    expect(await chain().getAccountInfo(target)).toBeNull()
    await openSend()
    await sendFromForm('USD Coin', '12.5', dave)
    await expect.poll(async () => (await chain().getTokenAccountBalance(target)).value.amount).toBe('12500000')
  })
})
