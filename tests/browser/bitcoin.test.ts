import { Verifier } from 'bip322-js'
import type { Page } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { bitcoinTestAccounts } from '../../playground/world/wallets/bitcoin/bitcoinTestAccounts.js'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'

// The bip122 adapter in Chromium: the playground as a Bitcoin app (`namespaces=bip122`), the world's Bitcoin test
// wallet found by the Wallet Standard and in `window.btc_providers` (`wallets=bitcoin`, one row: the same wallet),
// on the world's regtest chain, whose Esplora service is read from here.

const session = useBrowser()
const page = () => session.page
const [alice, bob] = bitcoinTestAccounts as [(typeof bitcoinTestAccounts)[0], (typeof bitcoinTestAccounts)[0]]
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`
const bitcoinPath = '/?wallets=bitcoin&namespaces=bip122'
const esplora = () => inject('world').chains.find((chain) => chain.namespace === 'bip122')!.rpcUrl
const sats = async (address: string) =>
  ((await (await fetch(`${esplora()}/address/${address}/utxo`)).json()) as { value: number }[]).reduce(
    (sum, utxo) => sum + utxo.value,
    0,
  )
const walletRows = () => dialog(page()).getByRole('button', { name: /^Test Wallet(?: [a-z]+)?$/ })
const walletRow = () => walletRows().first()
const buttonShows = (text: string) =>
  expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(text)

async function connect(path = bitcoinPath) {
  await openPlayground(page(), path)
  await connectButton(page()).click()
  await walletRow().waitFor()
  // one row: the Wallet Standard wallet and its sats-connect provider (same name) are one wallet
  expect(await walletRows().count()).toBe(1)
  await walletRow().click()
  await dialog(page()).waitFor({ state: 'detached' })
  await buttonShows(short(alice.payment.address))
}

/** Runs `body` in the page with the kernel and the active Bitcoin connector; an error answers `{ error: code }`. */
function inPage<T>(run: Page, body: string, value: unknown = null): Promise<T> {
  return run.evaluate(
    async ([source, argument]) => {
      const host = window as unknown as {
        __foyer: { ready(): Promise<unknown>; getState(): { activeConnectorIds: Record<string, string> } }
      }
      const kernel = await host.__foyer.ready()
      const connectorId = host.__foyer.getState().activeConnectorIds.bip122
      const fn = new Function('kernel', 'connectorId', 'foyer', 'value', `return (async () => { ${source} })()`)
      return fn(kernel, connectorId, host.__foyer, argument).catch((error: { code?: string }) => ({
        error: error.code,
      }))
    },
    [body, value] as const,
  ) as Promise<T>
}

describe('the Bitcoin test wallet on the regtest chain', () => {
  test('connects; the Account view shows the payment address (truncated) and its balance from the node; axe passes', async () => {
    await connect()
    await connectButton(page()).click()
    await dialog(page())
      .getByRole('heading', { name: short(alice.payment.address) })
      .waitFor()
    expect(await dialog(page()).getByTestId('account-address').getAttribute('title')).toBe(alice.payment.address)
    await expect.poll(() => dialog(page()).getByTestId('account-balance').textContent()).toBe('1.5 BTC')
    expect((await runAxe(page())).violations, 'Account').toEqual([])
  })

  test('a signed message verifies with bip322-js for the payment address', async () => {
    await connect()
    const signature = await inPage<string>(
      page(),
      `return kernel.adapters.getOrThrow('bip122').signMessage({ connectorId, address: value, message: 'hello foyer' })`,
      alice.payment.address,
    )
    expect(Verifier.verifySignature(alice.payment.address, 'hello foyer', signature)).toBe(true)
  })

  test('a transfer built as a PSBT, signed by the wallet and broadcast to the node changes both balances', async () => {
    await connect()
    const txid = await inPage<string>(
      page(),
      `return kernel.adapters.capability('bip122', 'sendTransfer')({ connectorId, recipient: value, amount: '25000000' })`,
      bob.payment.address,
    )
    expect(txid).toMatch(/^[0-9a-f]{64}$/)
    expect(await sats(bob.payment.address)).toBe(175_000_000)
    const left = await sats(alice.payment.address)
    expect(left).toBeLessThan(125_000_000)
    expect(left).toBeGreaterThan(125_000_000 - 2_000)
  })

  test('switching to the ordinal account is refused; the payment account stays active', async () => {
    await connect()
    const refused = await inPage<{ error?: string }>(
      page(),
      `return kernel.adapters.capability('bip122', 'switchAccount')({ connectorId, address: value })`,
      alice.ordinals.address,
    )
    expect(refused).toEqual({ error: 'BIP122_ACCOUNT_NOT_PAYMENT' })
    const noAddress = await inPage<{ error?: string }>(
      page(),
      `return kernel.adapters.capability('bip122', 'switchAccount')({ connectorId })`,
    )
    expect(noAddress).toEqual({ error: 'BIP122_ACCOUNT_ADDRESS_REQUIRED' })
    await buttonShows(short(alice.payment.address))
  })

  test("a refused connection shows 'Connection rejected' (axe passes); a refused signature is USER_REJECTED", async () => {
    await openPlayground(page(), `${bitcoinPath}&walletMode=reject`)
    await connectButton(page()).click()
    await walletRow().click()
    await dialog(page()).getByText('Connection rejected').waitFor()
    expect((await runAxe(page())).violations, 'Connection rejected').toEqual([])
    await page().keyboard.press('Escape')
    await dialog(page()).waitFor({ state: 'detached' })
    // approve the connection by hand, then refuse the signature (the wallet stays in reject mode)
    const answer = await inPage<{ error?: string }>(
      page(),
      `const wallet = window.__foyerNamespaceWallets.bitcoin
       wallet.setMode('approve')
       await kernel.connections.connect({ namespace: 'bip122', connectorId: 'Test Wallet' })
       wallet.setMode('reject')
       return kernel.adapters.getOrThrow('bip122').signMessage({ connectorId: 'Test Wallet', address: value, message: 'no' })`,
      alice.payment.address,
    )
    expect(answer).toEqual({ error: 'USER_REJECTED' })
  })

  test('a reload restores the connection silently', async () => {
    await connect()
    await page().reload()
    await buttonShows(short(alice.payment.address))
  })
})

describe('an app with EVM and Bitcoin networks', () => {
  test('SwitchActiveChain moves to Bitcoin and connects its wallet; a reload keeps both namespaces', async () => {
    await openPlayground(page(), '/?wallets=evm,bitcoin&namespaces=eip155,bip122')
    await connectButton(page()).click()
    await dialog(page())
      .getByRole('button', { name: /^Test Wallet EVM$/ })
      .click()
    await dialog(page()).waitFor({ state: 'detached' })
    await buttonShows('0xf3…b92266')
    await connectButton(page()).click()
    await dialog(page())
      .getByRole('button', { name: /network$/ })
      .click()
    await dialog(page())
      .getByRole('button', { name: /^Bitcoin \(regtest\)/ })
      .click()
    await dialog(page()).getByRole('heading', { name: 'Switch to Bitcoin' }).waitFor()
    expect((await runAxe(page())).violations, 'SwitchActiveChain').toEqual([])
    await dialog(page()).getByRole('button', { name: 'Switch to Bitcoin' }).click()
    await dialog(page())
      .getByRole('list', { name: 'Wallets' })
      .getByRole('button', { name: /^Test Wallet(?: [a-z]+)?$/ })
      .click()
    await dialog(page()).waitFor({ state: 'detached' })
    await buttonShows(short(alice.payment.address))
    await page().reload()
    await buttonShows(short(alice.payment.address))
    const addresses = await inPage<Record<string, string | undefined>>(
      page(),
      `await new Promise((resolve) => setTimeout(resolve, 500))
       const chains = foyer.getState().chains
       return { eip155: chains.eip155?.accountState.address, bip122: chains.bip122?.accountState.address }`,
    )
    expect(addresses.bip122).toBe(alice.payment.address)
    expect(addresses.eip155).toMatch(/^0xf39Fd6e5/i)
  })
})

describe('an EVM-only app', () => {
  test('fetches no bip122 adapter code, even with the Bitcoin wallet (and its own bitcoinjs-lib) on the page', async () => {
    await openPlayground(page(), '/?wallets=evm,bitcoin')
    await connectButton(page()).click()
    await walletRow().waitFor()
    const bitcoinCode = session.requests.filter((url) => /createBitcoinRuntime|getBtcBalance/.test(url))
    expect(bitcoinCode).toEqual([])
  })
})
