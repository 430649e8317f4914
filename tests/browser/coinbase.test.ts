import type { Page } from 'playwright-core'
import { createPublicClient, http, verifyMessage } from 'viem'
import { expect, inject, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import { providerRequest } from './world.js'

// SPEC §4's Coinbase connector: Coinbase's SDK, loaded only when the visitor chooses Coinbase, and its popup, the
// world's stand-in for keys.coinbase.com (playground/world/coinbase), where the "visitor" approves each request.

const session = useBrowser()
const page = () => session.page
const account = '0x14dC79964da2C08b23698B3D3cc7Ca32193d9955' // the stand-in's key: anvil's test account 7
const shortAccount = '0x14…3d9955'
const coinbaseRow = () => dialog(page()).getByRole('button', { name: /^Coinbase Wallet/ })

async function openModal() {
  await openPlayground(page(), '/?coinbase=1')
  await connectButton(page()).click()
  await coinbaseRow().waitFor()
}

/** Runs `act` and answers the Coinbase popup it opens with the page's `button`. */
async function inPopup<T>(act: () => Promise<T>, button: 'Approve' | 'Reject'): Promise<T> {
  const opened = page().waitForEvent('popup')
  const done = act()
  const popup: Page = await opened
  // The popup answers and closes itself on the press (keysPopup.ts), a Reject at once: the press can close it
  // before Playwright's click has returned, which then fails. Closed means pressed; what it did, `act` shows.
  await popup
    .getByRole('button', { name: button })
    .click()
    .catch((error: unknown) => {
      if (!popup.isClosed()) throw error
    })
  return done
}

async function connect() {
  await openModal()
  await inPopup(() => coinbaseRow().click(), 'Approve')
  await dialog(page()).waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAccount)
}

test('the Coinbase row shows its directory image; its SDK loads only once chosen; refused in the popup, it is rejected', async () => {
  const scripts: string[] = []
  page().on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  await openModal()
  expect(await coinbaseRow().locator('img').getAttribute('src')).toContain(
    '/public/getAssetImage/0c2840c3-5b04-4c44-9661-fbd4b49e1800',
  )
  const atOpen = scripts.length
  // The SDK keeps its state under -CBWSDK keys from the moment it is made.
  expect(await page().evaluate(() => Object.keys(localStorage).filter((key) => key.includes('CBWSDK')))).toEqual([])

  await inPopup(() => coinbaseRow().click(), 'Reject')
  const onChoosing = scripts.slice(atOpen)
  expect(onChoosing.some((path) => /createCoinbaseProvider/.test(path))).toBe(true)
  await dialog(page()).getByText('Connection rejected').waitFor()
  expect(await connectButton(page()).textContent()).toBe('Connect Wallet')
})

test('approved in its popup, Coinbase connects, signs a message that verifies, sends ETH that arrives, and switches chains', async () => {
  await connect()

  const signed = await inPopup(() => providerRequest(page(), 'personal_sign', ['0x68656c6c6f', account]), 'Approve')
  expect(signed).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
  const signature = (signed as { result: `0x${string}` }).result
  expect(await verifyMessage({ address: account, message: 'hello', signature })).toBe(true)

  const chain = inject('world').chains[0]!
  const client = createPublicClient({ transport: http(chain.rpcUrl) })
  const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const before = await client.getBalance({ address: to })
  const value = 10n ** 16n
  const sent = await inPopup(
    () => providerRequest(page(), 'eth_sendTransaction', [{ from: account, to, value: `0x${value.toString(16)}` }]),
    'Approve',
  )
  expect(sent).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  await client.waitForTransactionReceipt({ hash: (sent as { result: `0x${string}` }).result })
  expect(await client.getBalance({ address: to })).toBe(before + value)

  // The popup named both world chains at the handshake: the SDK switches among them without it.
  expect(await providerRequest(page(), 'wallet_switchEthereumChain', [{ chainId: '0xa4b1' }])).toEqual({ result: null })
  await expect.poll(() => providerRequest(page(), 'eth_chainId')).toEqual({ result: '0xa4b1' })
  const active = () =>
    page().evaluate(
      () =>
        (
          window as unknown as { __foyer: { getState(): { chains: Record<string, { activeNetworkId?: string }> } } }
        ).__foyer.getState().chains.eip155?.activeNetworkId,
    )
  await expect.poll(active).toBe('eip155:42161')
})

test('a Coinbase connection comes back after a reload without its popup; after Disconnect, choosing it asks again', async () => {
  await connect()
  const popups: Page[] = []
  page().on('popup', (popup) => popups.push(popup))
  await page().reload()
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAccount)
  expect(popups).toEqual([])

  await connectButton(page()).click()
  await dialog(page()).getByRole('button', { name: 'Disconnect' }).click()
  await dialog(page()).waitFor({ state: 'detached' })
  expect(await connectButton(page()).textContent()).toBe('Connect Wallet')
  expect(await page().evaluate(() => Object.keys(localStorage).filter((key) => key.includes('CBWSDK')))).toEqual([])
  await connectButton(page()).click()
  await inPopup(() => coinbaseRow().click(), 'Approve')
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAccount)
})

test("the SDK's chunk failing to load is 'Failed to connect', and Try again loads it and opens the popup", async () => {
  await page().route(/createCoinbaseProvider-[^/]*\.js/, (route) => route.abort(), { times: 1 })
  await openModal()
  await coinbaseRow().click()
  await dialog(page()).getByText('Failed to connect').waitFor()
  await inPopup(() => dialog(page()).getByRole('button', { name: 'Try again' }).click(), 'Approve')
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAccount)
})

test('closing the Coinbase popup unanswered is "Connection rejected", not a wait without end', async () => {
  await openModal()
  const opened = page().waitForEvent('popup')
  await coinbaseRow().click()
  const popup = await opened
  await popup.getByRole('button', { name: 'Approve' }).waitFor()
  await popup.close()
  await dialog(page()).getByText('Connection rejected').waitFor()
})
