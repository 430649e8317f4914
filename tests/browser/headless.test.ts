import { describe, expect, test } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { useBrowser } from './browser.js'
import { decodeQr } from './decodeQr.js'
import { drawnModules } from './drawnModules.js'
import { pairWalletConnect } from './world.js'

// An app that draws its own wallet list and QR code over foyer/headless (playground/headless.html, no modal and no
// <ConnectButton>): the world's directory and relay, the injected Test Wallet, and the page's WalletConnect test
// wallet, which pairs with the URI the page shows as a phone scanning its QR code would.

const session = useBrowser({ relayLog: true })
const page = () => session.page
const alice = testAccounts[0]!.address

const walletList = () => page().getByRole('list', { name: 'Wallets' })
const walletButtons = () => walletList().getByRole('button')
const listed = async () => (await walletButtons().allTextContents()).map((text) => text.trim())
const account = () => page().getByTestId('account').textContent()
const qrCode = (name: string) => page().getByRole('img', { name: `QR code to connect ${name}` })
const shownUri = async () => (await page().getByTestId('pairing-uri').textContent()) ?? ''
/** The modal shell's code (its chunk) or element, anywhere on the page. */
const modalFetched = () => session.requests.filter((url) => /\/Shell-[^/]*\.js/.test(new URL(url).pathname))

async function openPage() {
  await page().goto('/headless.html?wallets=evm')
  await expect.poll(() => page().getByRole('status').textContent()).toMatch(/^\d+ wallets$/)
}

async function search(text: string) {
  await page().getByRole('searchbox', { name: 'Search wallets' }).fill(text)
}

/** Pairs the page's WalletConnect test wallet with the URI the page shows; it answers by `mode`. */
async function pairShown(mode: 'approve' | 'reject' = 'approve') {
  const uri = await shownUri()
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await pairWalletConnect(page(), uri, mode)
}

describe('an app on foyer/headless', () => {
  test('lists the installed Test Wallet, then the directory; Load more adds a page, a search narrows the list', async () => {
    await openPage()
    const first = await listed()
    expect(first[0]).toBe('Test Wallet installed')
    const directory = first.filter((text) => text.endsWith('by QR code'))
    expect(directory.length).toBeGreaterThanOrEqual(38)

    await page().getByRole('button', { name: 'Load more' }).click()
    await expect.poll(async () => (await listed()).length).toBe(first.length + 40)

    await search('WalletConnect Test')
    await expect.poll(listed).toEqual(['WalletConnect Test Wallet by QR code'])
    await search('')
    await expect.poll(async () => (await listed())[0]).toBe('Test Wallet installed')
    expect(modalFetched()).toEqual([])
  })

  test('a click on the installed wallet connects it; after a reload the wallet is listed as recent', async () => {
    await openPage()
    expect(await account()).toBe('disconnected')
    await walletButtons().first().click()
    await expect.poll(account).toBe(`connected ${alice}`)

    await page().reload()
    await expect.poll(async () => (await listed())[0]).toBe('Test Wallet recent')
    await expect.poll(account).toBe(`connected ${alice}`)
    expect(modalFetched()).toEqual([])
    expect(await page().locator('foyer-modal').count()).toBe(0)
  })

  test('the WalletConnect URI is the page’s own QR code and text; a wallet pairing by it connects', async () => {
    await openPage()
    await page().getByRole('button', { name: 'Connect by QR code' }).click()
    const code = qrCode('a wallet')
    await code.waitFor()
    const uri = await shownUri()
    expect(decodeQr(await drawnModules(code))).toBe(uri)

    await pairShown()
    await expect.poll(account, { timeout: 15_000 }).toBe(`connected ${alice}`)
    await code.waitFor({ state: 'detached' })
    expect(modalFetched()).toEqual([])
  })

  test('a directory wallet refused by the wallet says so; the next QR code is a fresh URI that pairs', async () => {
    await openPage()
    await search('WalletConnect Test')
    await expect.poll(listed).toEqual(['WalletConnect Test Wallet by QR code'])
    await walletButtons().first().click()
    await qrCode('WalletConnect Test Wallet').waitFor()
    const refused = await shownUri()
    await pairShown('reject')
    await page().getByRole('alert').filter({ hasText: 'Connection rejected' }).waitFor()

    await walletButtons().first().click()
    await qrCode('WalletConnect Test Wallet').waitFor()
    expect(await shownUri()).not.toBe(refused)
    await pairShown()
    await expect.poll(account, { timeout: 15_000 }).toBe(`connected ${alice}`)
    expect(modalFetched()).toEqual([])
  })
})
