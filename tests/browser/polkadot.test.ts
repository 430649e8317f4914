import { cryptoWaitReady, signatureVerify } from '@polkadot/util-crypto'
import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, test } from 'vitest'
import { polkadotTestAccounts } from '../../playground/world/wallets/polkadot/polkadotTestAccounts.js'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'

// The polkadot adapter in Chromium: the playground as a Polkadot app (`namespaces=polkadot`: the world's dev chain
// first, then Polkadot and Kusama), the test wallet as `window.injectedWeb3['foyer-test-wallet']`
// (`wallets=polkadot`), balances read by @polkadot/api from the world's Substrate stand-in.

const session = useBrowser()
const page = () => session.page
beforeAll(() => cryptoWaitReady())
const [alice] = polkadotTestAccounts
const address = alice!.address
const short = `${address.slice(0, 4)}…${address.slice(-6)}`
const walletRow = () => dialog(page()).getByRole('button', { name: /^Foyer Test Wallet/ })

async function connect(path = '/?wallets=polkadot&namespaces=polkadot') {
  await openPlayground(page(), path)
  await connectButton(page()).click()
  await walletRow().click()
  await dialog(page()).waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(short)
}

/** Runs `body` in the page with the kernel and the active polkadot connector. */
function inPage<T>(run: Page, body: string, value: unknown): Promise<T> {
  return run.evaluate(
    async ([source, argument]) => {
      const host = window as unknown as {
        __foyer: { ready(): Promise<unknown>; getState(): { activeConnectorIds: Record<string, string> } }
      }
      const kernel = await host.__foyer.ready()
      const connectorId = host.__foyer.getState().activeConnectorIds.polkadot
      const fn = new Function('kernel', 'connectorId', 'value', `return (async () => { ${source} })()`)
      return fn(kernel, connectorId, argument)
    },
    [body, value] as const,
  ) as Promise<T>
}

describe('the injectedWeb3 test wallet', () => {
  test('connects; the Account view shows its truncated address and its balance read by @polkadot/api; axe finds nothing', async () => {
    await connect()
    await connectButton(page()).click()
    await dialog(page()).getByRole('heading', { name: short }).waitFor()
    expect(await dialog(page()).getByTestId('account-address').getAttribute('title')).toBe(address)
    await expect
      .poll(() => dialog(page()).getByTestId('account-balance').textContent(), { timeout: 20_000 })
      .toBe('1,000 UNIT')
    expect(session.requests.some((url) => /@polkadot|polkadot-api|getPolkadotBalance/.test(url))).toBe(true)
    expect((await runAxe(page())).violations, 'Account').toEqual([])
  })

  test('signMessage goes through signRaw: the signature verifies with @polkadot/util-crypto', async () => {
    await connect()
    const signature = await inPage<string>(
      page(),
      `return kernel.adapters.getOrThrow('polkadot').signMessage({ connectorId, address: value, message: 'hello foyer' })`,
      address,
    )
    expect(signatureVerify('hello foyer', signature, address)).toMatchObject({ isValid: true, crypto: 'sr25519' })
  })

  test("a refused connection shows 'Connection rejected'; axe finds nothing", async () => {
    await openPlayground(page(), '/?wallets=polkadot&namespaces=polkadot&walletMode=reject')
    await connectButton(page()).click()
    await walletRow().click()
    await dialog(page()).getByText('Connection rejected').waitFor()
    expect((await runAxe(page())).violations, 'Connection rejected').toEqual([])
  })

  test("a refused signature rejects with USER_REJECTED (the code the modal shows as 'Signature declined')", async () => {
    await connect()
    const outcome = await inPage<{ code: string }>(
      page(),
      `const wallets = window.__foyerNamespaceWallets
       wallets.polkadot.setMode('reject', 'signRaw')
       try {
         await kernel.adapters.getOrThrow('polkadot').signMessage({ connectorId, address: value, message: 'no' })
         return { code: 'none' }
       } catch (error) { return { code: error.code } }`,
      address,
    )
    expect(outcome.code).toBe('USER_REJECTED')
  })

  test('a reload restores the connection', async () => {
    await connect()
    await page().reload()
    await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(short)
  })
})
