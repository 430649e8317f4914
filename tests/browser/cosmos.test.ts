import { decodeSignature, pubkeyToAddress, serializeSignDoc, type StdSignDoc } from '@cosmjs/amino'
import { Secp256k1, Secp256k1Signature, sha256 } from '@cosmjs/crypto'
import { fromHex, toBase64 } from '@cosmjs/encoding'
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { adr36SignDoc } from '../../kernel/signing/adr36SignDoc.js'
import { cosmosTestAccounts } from '../../playground/world/wallets/cosmos/cosmosTestAccounts.js'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'

// The cosmos adapter in Chromium: the playground as a Cosmos app (`namespaces=cosmos`: the world's dev chain first,
// then the Cosmos Hub), the Keplr-style test wallet as `window.keplr` (`wallets=cosmos`), balances from the world's
// REST stand-in.

const session = useBrowser()
const page = () => session.page
const [first] = cosmosTestAccounts
const address = first!.address
const short = `${address.slice(0, 4)}…${address.slice(-6)}`
const keplrRow = () => dialog(page()).getByRole('button', { name: /^Keplr/ })

async function connect(path = '/?wallets=cosmos&namespaces=cosmos') {
  await openPlayground(page(), path)
  await connectButton(page()).click()
  await keplrRow().click()
  await dialog(page()).waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(short)
}

/** Runs `body` in the page with the kernel and the active cosmos connector. */
function inPage<T>(run: Page, body: string, value: unknown): Promise<T> {
  return run.evaluate(
    async ([source, argument]) => {
      const host = window as unknown as {
        __foyer: { ready(): Promise<unknown>; getState(): { activeConnectorIds: Record<string, string> } }
      }
      const kernel = await host.__foyer.ready()
      const connectorId = host.__foyer.getState().activeConnectorIds.cosmos
      const fn = new Function('kernel', 'connectorId', 'value', `return (async () => { ${source} })()`)
      return fn(kernel, connectorId, argument)
    },
    [body, value] as const,
  ) as Promise<T>
}

describe('the Keplr-style test wallet', () => {
  test('connects; the Account view shows its truncated address and its balance from the dev chain’s REST API; axe finds nothing', async () => {
    await connect()
    await connectButton(page()).click()
    await dialog(page()).getByRole('heading', { name: short }).waitFor()
    expect(await dialog(page()).getByTestId('account-address').getAttribute('title')).toBe(address)
    await expect.poll(() => dialog(page()).getByTestId('account-balance').textContent()).toBe('1,000 ATOM')
    expect((await runAxe(page())).violations, 'Account').toEqual([])
  })

  test('signMessage is ADR-36 (signArbitrary): the StdSignature (JSON) carries the key, and verifies with @cosmjs/amino', async () => {
    await connect()
    const answer = await inPage<string>(
      page(),
      `return kernel.adapters.getOrThrow('cosmos').signMessage({ connectorId, address: value, message: 'hello foyer' })`,
      address,
    )
    const stdSignature = JSON.parse(answer) as { pub_key: { type: string; value: string }; signature: string }
    expect(stdSignature.pub_key).toEqual({
      type: 'tendermint/PubKeySecp256k1',
      value: toBase64(fromHex(first!.publicKey)),
    })
    const { pubkey, signature: bytes } = decodeSignature(stdSignature)
    expect(pubkeyToAddress(stdSignature.pub_key, 'cosmos')).toBe(address)
    const digest = sha256(serializeSignDoc(adr36SignDoc(address, 'hello foyer') as StdSignDoc))
    expect(await Secp256k1.verifySignature(Secp256k1Signature.fromFixedLength(bytes), digest, pubkey)).toBe(true)
  })

  test("a refused connection shows 'Connection rejected'; axe finds nothing", async () => {
    await openPlayground(page(), '/?wallets=cosmos&namespaces=cosmos&walletMode=reject')
    await connectButton(page()).click()
    await keplrRow().click()
    await dialog(page()).getByText('Connection rejected').waitFor()
    expect((await runAxe(page())).violations, 'Connection rejected').toEqual([])
  })

  test('the wallet’s key switch (keplr_keystorechange) moves the connection to the new address', async () => {
    await connect()
    const second = cosmosTestAccounts[1]!.address
    await page().evaluate(() =>
      (
        window as unknown as { __foyerNamespaceWallets: { cosmos: { setAccount(index: number): void } } }
      ).__foyerNamespaceWallets.cosmos.setAccount(1),
    )
    await expect
      .poll(() => connectButton(page()).textContent(), { timeout: 10_000 })
      .toBe(`${second.slice(0, 4)}…${second.slice(-6)}`)
  })

  test('a reload restores the connection', async () => {
    await connect()
    await page().reload()
    await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(short)
  })
})
