import { Verifier } from 'bip322-js'
import { expect, test } from 'vitest'
import { bitcoinTestAccounts } from '../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'

// The playground's app-facing Bitcoin provider (createBitcoinProvider) in Chromium with the world's Bitcoin test
// wallet: a signature through it verifies; the wallet refusing one is 'Signature declined' for the visitor, as on
// eip155 and solana (SPEC §8), and USER_REJECTED for the app.

const session = useBrowser()
const page = () => session.page
const payment = bitcoinTestAccounts[0]!.payment
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

async function connect() {
  await openPlayground(page(), '/?wallets=bitcoin&namespaces=bip122')
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /^Test Wallet(?: [a-z]+)?$/ })
    .first()
    .click()
  await dialog(page()).waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(short(payment.address))
}

/** `signMessage` through `window.__foyerBitcoinProvider`, the wallet in `mode`; the signature or the error's code. */
const signMessage = (message: string, mode: 'approve' | 'reject') =>
  page().evaluate(
    async ([text, walletMode]) => {
      const host = window as unknown as {
        __foyerNamespaceWallets: { bitcoin: { setMode(mode: string): void } }
        __foyerBitcoinProvider: { signMessage(args: { message: string }): Promise<string> }
      }
      host.__foyerNamespaceWallets.bitcoin.setMode(walletMode)
      try {
        return { signature: await host.__foyerBitcoinProvider.signMessage({ message: text }) }
      } catch (error) {
        return { error: (error as { code?: string }).code }
      }
    },
    [message, mode] as const,
  )

test('signMessage through the app-facing provider signs with the active payment address; the signature verifies', async () => {
  await connect()
  const answer = await signMessage('hello foyer', 'approve')
  expect(Verifier.verifySignature(payment.address, 'hello foyer', answer.signature ?? '')).toBe(true)
})

test("the wallet refusing a signature: the visitor sees 'Signature declined' (axe passes), the app gets USER_REJECTED", async () => {
  await connect()
  expect(await signMessage('no', 'reject')).toEqual({ error: 'USER_REJECTED' })
  await page().locator('foyer-modal').getByText('Signature declined').waitFor()
  expect((await runAxe(page())).violations, 'the toast').toEqual([])
})
