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

/** Connects the test wallet; the page's button then shows `shown` (the account's name, when it has one). */
async function connect(path = '/?wallets=evm', shown = shortAlice) {
  await openModal(path)
  await walletRow('Test Wallet').click()
  await dialog(page()).waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shown)
}

async function openAccount(heading = shortAlice) {
  await connectButton(page()).click()
  await dialog(page()).getByRole('heading', { name: heading }).waitFor()
}

describe('the Account view', () => {
  test('the name from the identity service shows instead of the address; reopening asks nothing again', async () => {
    await registerName(alice, 'alice.reown.id')
    await connect(undefined, 'alice.reown.id')
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

  test('20,000 token balances: the Tokens tab shows rows on its first draw and holds only those in view', async () => {
    await openModal()
    await page().evaluate(() => {
      const assets = Array.from({ length: 20_000 }, (_, index) => ({
        address: `0x${(index + 1).toString(16).padStart(40, '0')}`,
        balance: '0xde0b6b3a7640000',
        type: 'erc20',
        metadata: { name: `Token ${index + 1}`, symbol: `T${index + 1}`, decimals: 18 },
      }))
      const wallets = (
        window as unknown as { __foyerTestWallets: { setAnswer(method: string, answer: unknown): void }[] }
      ).__foyerTestWallets
      wallets[0]?.setAnswer('wallet_getCapabilities', { '0x1': { assetDiscovery: { supported: true } } })
      wallets[0]?.setAnswer('wallet_getAssets', { '0x1': assets })
    })
    await walletRow('Test Wallet').click()
    await dialog(page()).waitFor({ state: 'detached' })
    await openAccount()
    const tokens = dialog(page()).getByRole('list', { name: 'Tokens' })
    await tokens.getByText('Token 1', { exact: true }).waitFor()
    const rows = tokens.getByRole('listitem')
    expect(await rows.count()).toBeLessThan(40)
    expect(await rows.first().getAttribute('aria-setsize')).toBe('20000')
    await tokens.evaluate((list) => list.parentElement?.scrollTo({ top: list.scrollHeight }))
    await tokens.getByText('Token 20000', { exact: true }).waitFor()
    expect(await rows.count()).toBeLessThan(40)
    await noViolations('20,000 tokens')
  })

  test("a tab whose code fails to load is loaded by the view's Try again, even where the failed URL keeps failing", async () => {
    await connect()
    await page().route(/NftsTab-[^/?]*\.js$/, (route) => route.abort())
    await openAccount()
    await dialog(page()).getByRole('tab', { name: 'NFTs' }).click()
    const alert = dialog(page()).getByRole('alert')
    await alert.getByText('This view could not be loaded.').waitFor()
    await alert.getByRole('button', { name: 'Try again' }).click()
    await dialog(page()).getByRole('list', { name: 'NFTs' }).waitFor()
  })

  test('axe finds no violations on the NFTs tab', async () => {
    await connect()
    await openAccount()
    await dialog(page()).getByRole('tab', { name: 'NFTs' }).click()
    await dialog(page()).getByRole('list', { name: 'NFTs' }).waitFor()
    await noViolations('NFTs')
  })
})

/** Answers every eth_getBalance with `answer`; every other request goes on. */
async function failBalance(answer: { status: number; body: string }) {
  await page().route('**/*', async (route) => {
    const body = route.request().postData() ?? ''
    if (!body.includes('"eth_getBalance"')) return route.fallback()
    await route.fulfill({
      ...answer,
      headers: { 'access-control-allow-origin': '*', 'content-type': 'application/json' },
    })
  })
}

describe('the native balance when the RPC fails', () => {
  const faults = {
    '500': { status: 500, body: 'internal error' },
    '429': { status: 429, body: 'slow down' },
    'malformed JSON': { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":' },
    'a wrong shape': { status: 200, body: '{"jsonrpc":"2.0","id":1,"result":12345}' },
  }
  for (const [name, answer] of Object.entries(faults)) {
    test(`an RPC answering ${name} shows 'Balance unavailable' and a retry that reads it once the RPC is back`, async () => {
      await failBalance(answer)
      await connect()
      await openAccount()
      const balance = dialog(page()).getByTestId('account-balance')
      await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toBe('Balance unavailable')
      await noViolations('Balance unavailable')
      await page().unroute('**/*')
      await dialog(page()).getByRole('button', { name: 'Reload balance' }).click()
      await expect.poll(() => balance.textContent(), { timeout: 10_000 }).toBe('10,000 ETH')
    })
  }
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
