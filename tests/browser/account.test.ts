import { describe, expect, test } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { registerName, wallet, worldControl } from './world.js'

// The Account view and the network views against the world: the injected test wallet, anvil and the data API,
// driven through the playground in Chromium.

const session = useBrowser()
const alice = testAccounts[0]!
const shortAlice = '0xf3…b92266'
const page = () => session.page

const walletRow = (name: string) =>
  dialog(page())
    .getByRole('button', { name: new RegExp(`^${name}(?: [a-z]|$)`) })
    .first()
const noViolations = async (where: string) => expect((await runAxe(page())).violations, where).toEqual([])
/** Requests the page made to a data API path (a substring of the URL). */
const asked = (path: string) => session.requests.filter((url) => url.includes(path)).length

async function openModal(path = '/?wallets=evm') {
  await openPlayground(page(), path)
  await connectButton(page()).click()
  await dialog(page()).waitFor()
}

async function connect(path = '/?wallets=evm') {
  await openModal(path)
  await walletRow('Test Wallet').click()
  await dialog(page()).waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAlice)
}

async function openAccount(heading = shortAlice) {
  await connectButton(page()).click()
  await dialog(page()).getByRole('heading', { name: heading }).waitFor()
}

describe('the Account view', () => {
  test('the name from the identity service shows instead of the address; reopening asks nothing again', async () => {
    await registerName(alice, 'alice.reown.id')
    await connect()
    await openAccount('alice.reown.id')
    expect(await dialog(page()).getByTestId('account-address').getAttribute('title')).toBe(alice.address)
    expect(asked('/v1/identity/')).toBe(1)
    await page().keyboard.press('Escape')
    await dialog(page()).waitFor({ state: 'detached' })
    await page().reload()
    await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toMatch(/alice|0xf3/)
    await openAccount('alice.reown.id')
    expect(asked('/v1/identity/')).toBe(1)
  })

  test('Tokens: during the 30 s after a failure "Try again" is disabled and says why; then it asks again', async () => {
    await page().clock.install()
    await openModal()
    await wallet(page(), 'setAnswer', 'wallet_getCapabilities', {})
    await worldControl('faults', { route: '/v1/account/*/balance', status: 400, times: null })
    await walletRow('Test Wallet').click()
    await dialog(page()).waitFor({ state: 'detached' })
    await openAccount()
    await dialog(page()).getByText('Token Balance Unavailable').waitFor()
    const retry = dialog(page()).getByRole('button', { name: 'Try again' })
    expect(await retry.isDisabled()).toBe(true)
    expect(
      await dialog(page())
        .getByText(/^You can try again in \d+ s$/)
        .textContent(),
    ).toMatch(/in (29|30) s/)
    await noViolations('Token Balance Unavailable')
    const before = asked('/balance?')
    // Time stops 1 ms before the block ends, then moves that 1 ms.
    const failedAt = await page().evaluate(
      () =>
        (window as unknown as { __foyer: { getState(): { tokens: { failedAt: number } } } }).__foyer.getState().tokens
          .failedAt,
    )
    await page().clock.pauseAt(failedAt + 29_999)
    await expect
      .poll(() =>
        dialog(page())
          .getByText(/^You can try again in/)
          .textContent(),
      )
      .toBe('You can try again in 1 s')
    expect(await retry.isDisabled()).toBe(true)
    await page().clock.runFor(1)
    await expect.poll(() => retry.isDisabled()).toBe(false)
    await retry.click()
    await expect.poll(() => asked('/balance?')).toBe(before + 1)
    await expect.poll(() => retry.isDisabled()).toBe(true)
  })

  test('axe finds no violations on the NFTs tab', async () => {
    await connect()
    await openAccount()
    await dialog(page()).getByRole('tab', { name: 'NFTs' }).click()
    await dialog(page()).getByText('No NFTs yet').waitFor()
    await noViolations('NFTs')
  })
})

describe('the network views', () => {
  test('SwitchNetwork waits for the wallet to approve; axe finds no violations there', async () => {
    await connect()
    await wallet(page(), 'setMode', 'pending')
    await openAccount()
    await dialog(page())
      .getByRole('button', { name: /Ethereum \(local\)/ })
      .click()
    await dialog(page())
      .getByRole('button', { name: /Arbitrum One \(local\)/ })
      .click()
    await dialog(page()).getByRole('heading', { name: 'Approve in wallet' }).waitFor()
    await noViolations('SwitchNetwork')
    await wallet(page(), 'approvePending')
    await expect.poll(() => wallet(page(), 'chainId')).toBe(42161)
    await dialog(page())
      .getByRole('button', { name: /Arbitrum One \(local\)/ })
      .waitFor()
  })

  test('SwitchActiveChain offers to connect a wallet of the other namespace; axe finds no violations there', async () => {
    await connect()
    await page().evaluate(() =>
      (window as unknown as { __foyer: { open(view: string, params: unknown): Promise<void> } }).__foyer.open(
        'SwitchActiveChain',
        { namespace: 'solana', navigateToConnect: true, replace: false },
      ),
    )
    await dialog(page()).getByRole('heading', { name: 'Switch to Solana' }).waitFor()
    await noViolations('SwitchActiveChain')
  })
})
