import { describe, expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { providerRequest, wallet, worldControl } from './world.js'

// The first real flow (issues 3 and 4): the world's injected test wallet, anvil and the data API,
// driven through the playground in Chromium.

const session = useBrowser()
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const shortAlice = '0xf3…b92266'

/** A wallet's row, by its name (its accessible name is the name plus its tag, e.g. "Test Wallet installed"). */
const walletRow = (name: string) =>
  dialog(session.page)
    .getByRole('button', { name: new RegExp(`^${name}(?: [a-z]|$)`) })
    .first()

async function openModal(path = '/?wallets=evm') {
  await openPlayground(session.page, path)
  await connectButton(session.page).click()
  await dialog(session.page).waitFor()
}

async function connect(path = '/?wallets=evm', name = 'Test Wallet') {
  await openModal(path)
  await walletRow(name).click()
  await dialog(session.page).waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(session.page).textContent(), { timeout: 10_000 }).toBe(shortAlice)
}

async function openAccount() {
  await connectButton(session.page).click()
  await dialog(session.page).getByRole('heading', { name: shortAlice }).waitFor()
}

describe('EVM wallets', () => {
  test('the injected test wallet shows in the modal with its name and icon', async () => {
    await openModal()
    const row = walletRow('Test Wallet')
    await row.waitFor()
    expect(await row.locator('img').getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(await row.textContent()).toContain('installed')
  })

  test('connecting through the announced wallet shows the address and its anvil balance', async () => {
    await connect()
    await openAccount()
    await expect.poll(() => dialog(session.page).getByTestId('account-balance').textContent()).toBe('10,000 ETH')
    expect(await dialog(session.page).getByTestId('account-address').getAttribute('title')).toBe(alice)
  })

  test('connecting through window.ethereum (the Browser Wallet)', async () => {
    await connect('/?wallets=evm&walletEthereum=1&walletAnnounce=0', 'Browser Wallet')
  })

  test('a rejected connection shows "Connection rejected", and Try again connects', async () => {
    await openModal('/?wallets=evm&walletMode=reject')
    await walletRow('Test Wallet').click()
    await dialog(session.page).getByText('Connection rejected').waitFor()
    await wallet(session.page, 'setMode', 'approve')
    await dialog(session.page).getByRole('button', { name: 'Try again' }).click()
    await dialog(session.page).waitFor({ state: 'detached' })
    await expect.poll(() => connectButton(session.page).textContent(), { timeout: 10_000 }).toBe(shortAlice)
  })

  test('closing the modal while the wallet is asked leaves the visitor disconnected', async () => {
    await openModal('/?wallets=evm&walletMode=pending')
    await walletRow('Test Wallet').click()
    await dialog(session.page).getByText('Continue in Test Wallet').waitFor()
    await session.page.keyboard.press('Escape')
    await dialog(session.page).waitFor({ state: 'detached' })
    await wallet(session.page, 'approvePending')
    await session.page.waitForTimeout(300)
    expect(await connectButton(session.page).textContent()).toBe('Connect Wallet')
  })

  test('the connection survives a reload', async () => {
    await connect()
    await session.page.reload()
    await expect.poll(() => connectButton(session.page).textContent(), { timeout: 10_000 }).toBe(shortAlice)
  })

  test('switching networks from the modal moves the wallet, and the wallet moves the modal', async () => {
    await connect()
    await openAccount()
    await dialog(session.page)
      .getByRole('button', { name: /Ethereum \(local\)/ })
      .click()
    await dialog(session.page)
      .getByRole('button', { name: /Arbitrum One \(local\)/ })
      .click()
    // Back where the visitor came from: the Account view (its address heading), not the list.
    await dialog(session.page).getByRole('heading', { name: shortAlice }).waitFor()
    expect(await dialog(session.page).getByRole('list', { name: 'Networks' }).count()).toBe(0)
    await dialog(session.page)
      .getByRole('button', { name: /Arbitrum One \(local\)/ })
      .waitFor()
    await expect.poll(() => wallet(session.page, 'chainId')).toBe(42161)
    await wallet(session.page, 'switchChain', 1)
    await dialog(session.page)
      .getByRole('button', { name: /Ethereum \(local\)/ })
      .waitFor()
  })

  test('a chain the wallet does not know is added, then switched to', async () => {
    await connect('/?wallets=evm&walletChains=1')
    await openAccount()
    await dialog(session.page)
      .getByRole('button', { name: /Ethereum \(local\)/ })
      .click()
    await dialog(session.page)
      .getByRole('button', { name: /Arbitrum One \(local\)/ })
      .click()
    await expect.poll(() => wallet(session.page, 'chainId')).toBe(42161)
    const methods = await session.page.evaluate(() =>
      (
        window as unknown as { __foyerTestWallets: { requests: { method: string }[] }[] }
      ).__foyerTestWallets[0]!.requests.map((request) => request.method),
    )
    expect(methods).toContain('wallet_addEthereumChain')
  })

  test('UnsupportedChain appears when the wallet moves to a chain the app does not offer', async () => {
    await connect('/?wallets=evm&networks=1')
    await wallet(session.page, 'switchChain', 42161)
    await dialog(session.page)
      .getByText(/doesn’t support your current network/)
      .waitFor()
    expect((await runAxe(session.page)).violations).toEqual([])
    await dialog(session.page)
      .getByRole('button', { name: /Ethereum \(local\)/ })
      .click()
    await dialog(session.page).waitFor({ state: 'detached' })
    await expect.poll(() => wallet(session.page, 'chainId')).toBe(1)
  })

  test('disconnect clears the state and the stored connection', async () => {
    await connect()
    await openAccount()
    await dialog(session.page).getByRole('button', { name: 'Disconnect' }).click()
    await dialog(session.page).waitFor({ state: 'detached' })
    expect(await connectButton(session.page).textContent()).toBe('Connect Wallet')
    expect(await session.page.evaluate(() => localStorage.getItem('foyer:connections'))).toBeNull()
    await session.page.reload()
    await connectButton(session.page).waitFor()
    await session.page.waitForTimeout(300)
    expect(await connectButton(session.page).textContent()).toBe('Connect Wallet')
  })

  test('a recent wallet is listed as recent', async () => {
    await connect()
    await openAccount()
    await dialog(session.page).getByRole('button', { name: 'Disconnect' }).click()
    await dialog(session.page).waitFor({ state: 'detached' })
    await connectButton(session.page).click()
    expect(await walletRow('Test Wallet').textContent()).toContain('recent')
  })

  test('excluded wallets are hidden', async () => {
    await openModal('/?wallets=evm,evm&exclude=dev.foyer.testwallet2')
    await walletRow('Test Wallet').waitFor()
    expect(
      await dialog(session.page)
        .getByRole('button', { name: /^Test Wallet 2/ })
        .count(),
    ).toBe(0)
  })

  test('All Wallets renders only what is visible, pages as the visitor scrolls, and searches', async () => {
    await openModal()
    await dialog(session.page)
      .getByRole('button', { name: /^All Wallets/ })
      .click()
    const list = dialog(session.page).getByRole('list', { name: 'All wallets' })
    await list.getByRole('button').first().waitFor()
    expect(await list.getByRole('button').count()).toBeLessThan(20)
    for (let step = 0; step < 6; step++) {
      await dialog(session.page)
        .getByTestId('all-wallets')
        .evaluate((element) => element.scrollBy(0, 1200))
      await session.page.waitForTimeout(150)
    }
    await expect
      .poll(() => session.requests.some((url) => url.includes('/getWallets') && url.includes('page=2')))
      .toBe(true)
    await dialog(session.page).getByRole('searchbox', { name: 'Search wallet' }).fill('test wallet')
    await dialog(session.page)
      .getByRole('button', { name: /^WalletConnect Test Wallet/ })
      .waitFor()
    const search = session.requests.find((url) => url.includes('search=test'))
    expect(search).toContain('entries=100')
  })

  test('token balances show on the Tokens tab', async () => {
    await connect()
    await openAccount()
    const usdc = dialog(session.page)
      .getByRole('list', { name: 'Tokens' })
      .getByRole('listitem')
      .filter({ hasText: 'USD Coin' })
    await expect.poll(() => usdc.textContent()).toBe('USD Coin10,000 USDC')
  })

  test('a failing balance service shows Token Balance Unavailable', async () => {
    await openModal()
    await wallet(session.page, 'setAnswer', 'wallet_getCapabilities', {})
    await worldControl('faults', { route: '/v1/account/*/balance', status: 500, times: null })
    await walletRow('Test Wallet').click()
    await dialog(session.page).waitFor({ state: 'detached' })
    await openAccount()
    await dialog(session.page).getByText('Token Balance Unavailable').waitFor()
  })

  test('a disallowed RPC call opens the modal, shows "Action not allowed" and is rejected', async () => {
    await connect()
    const answer = await providerRequest(session.page, 'eth_sign', [alice, '0x00'])
    expect(answer).toEqual({ error: { code: 4200, message: 'Requested RPC call is not allowed' } })
    await dialog(session.page).getByText('Action not allowed').waitFor()
  })

  test('a malformed wallet answer is refused with a clear error', async () => {
    await connect()
    await wallet(session.page, 'setAnswer', 'eth_sendTransaction', '0x1234')
    const answer = await providerRequest(session.page, 'eth_sendTransaction', [
      { from: alice, to: alice, value: '0x1' },
    ])
    expect(answer).toMatchObject({
      error: { code: -32603, message: 'The wallet answered eth_sendTransaction with something unexpected' },
    })
  })

  test('a wallet answering a non-address account fails to connect, and nothing changes', async () => {
    await openModal()
    await wallet(session.page, 'setAnswer', 'eth_requestAccounts', ['0x12'])
    await walletRow('Test Wallet').click()
    await dialog(session.page).getByText('Failed to connect').waitFor()
    expect(await connectButton(session.page).textContent()).toBe('Connect Wallet')
  })

  test('axe finds no violations in each view', async () => {
    const check = async (where: string) => expect((await runAxe(session.page)).violations, where).toEqual([])
    await openModal('/?wallets=evm&walletMode=pending')
    await walletRow('Test Wallet').waitFor()
    await check('Connect')
    await walletRow('Test Wallet').click()
    await dialog(session.page).getByText('Continue in Test Wallet').waitFor()
    await check('ConnectingExternal')
    await dialog(session.page).getByRole('button', { name: 'Back' }).click()
    await dialog(session.page)
      .getByRole('button', { name: /^All Wallets/ })
      .click()
    await dialog(session.page).getByRole('list', { name: 'All wallets' }).getByRole('button').first().waitFor()
    await check('AllWallets')
    await wallet(session.page, 'setMode', 'approve')
    await dialog(session.page).getByRole('button', { name: 'Back' }).click()
    await walletRow('Test Wallet').click()
    await dialog(session.page).waitFor({ state: 'detached' })
    await openAccount()
    await dialog(session.page).getByRole('list', { name: 'Tokens' }).waitFor()
    await check('Account')
    await dialog(session.page)
      .getByRole('button', { name: /Ethereum \(local\)/ })
      .click()
    await dialog(session.page).getByRole('list', { name: 'Networks' }).waitFor()
    await check('Networks')
  })
})

describe('a wallet RPC error (SPEC §8)', () => {
  const failSigning = () =>
    wallet(session.page, 'setError', 'personal_sign', { code: -32603, message: 'Internal error' })

  test('closes the modal, and the app gets the error', async () => {
    await connect()
    await openAccount()
    await failSigning()
    const answer = await providerRequest(session.page, 'personal_sign', ['0x68656c6c6f', alice])
    expect(answer).toMatchObject({ error: { code: -32603 } })
    await dialog(session.page).waitFor({ state: 'detached' })
  })

  test('pops a view that waits on the wallet, with the error, and keeps the modal open', async () => {
    await connect()
    await openAccount()
    await session.page.evaluate(async () => {
      type Kernel = {
        router: { registerViews(views: unknown): void; push(view: string): void }
      }
      const foyer = (window as unknown as { __foyer: { ready(): Promise<Kernel> } }).__foyer
      const kernel = await foyer.ready()
      kernel.router.registerViews({
        TestApprove: { title: 'Approve in wallet', transaction: true, load: async () => ({ default: () => null }) },
      })
      kernel.router.push('TestApprove')
    })
    await dialog(session.page).getByRole('heading', { name: 'Approve in wallet' }).waitFor()
    await failSigning()
    const answer = await providerRequest(session.page, 'personal_sign', ['0x68656c6c6f', alice])
    expect(answer).toMatchObject({ error: { code: -32603 } })
    await dialog(session.page).getByRole('heading', { name: shortAlice }).waitFor()
    await dialog(session.page).getByText('The wallet failed personal_sign').waitFor()
    expect(await dialog(session.page).getByRole('heading', { name: 'Approve in wallet' }).count()).toBe(0)
  })
})
