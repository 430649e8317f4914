import { devices, type Request } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { movedBoxes, recordBoxes } from './frameBoxes.js'

// Foyer on a phone (issue 32): an iPhone's 390×844 screen, touch and user agent, against the world. The modal is a
// bottom sheet there; the directory's "WalletConnect Test Wallet" has an app link (`foyertest://wc/`), which no app
// on this machine answers: its deep link leads nowhere, as on a phone without the wallet's app.

const iPhone = devices['iPhone 13']
const session = useBrowser({
  relayLog: true,
  context: {
    userAgent: iPhone.userAgent,
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: iPhone.deviceScaleFactor,
    isMobile: true,
    hasTouch: true,
  },
})
const page = () => session.page

const walletRow = (name: string) =>
  dialog(page())
    .getByRole('button', { name: new RegExp(`^${name}(?: [a-zA-Z]|$)`) })
    .first()
const openLink = () => dialog(page()).getByRole('link', { name: 'Open WalletConnect Test Wallet', exact: true })
const copyLink = () => dialog(page()).getByRole('button', { name: 'Copy link' })
/** Where Open and Copy link are, to the CSS pixel (the sheet's height is whole pixels, its rows' offsets need not be). */
const openAndCopyBoxes = () =>
  Promise.all([openLink().boundingBox(), copyLink().boundingBox()]).then((boxes) =>
    boxes.map((box) => box && [box.x, box.y, box.width, box.height].map(Math.round)),
  )
const notOpened = () => dialog(page()).getByText('WalletConnect Test Wallet did not open. Is it installed?')

/** Holds the requests whose URL matches for `ms` before they go on. */
const slow = (pattern: RegExp, ms: number) =>
  page().route(pattern, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms))
    await route.continue()
  })

/** The page's next attempt to open a wallet app (a `foyertest:` navigation), as Chromium reports it. */
const nextAppLink = () =>
  new Promise<string>((resolve) => {
    const seen = (request: Request) => {
      if (!request.url().startsWith('foyertest:')) return
      page().off('request', seen)
      resolve(request.url())
    }
    page().on('request', seen)
  })

/** Opens the Connect view and taps the directory's WalletConnect Test Wallet; resolves with the app link followed. */
async function tapListedWallet(): Promise<string> {
  await openPlayground(page())
  await connectButton(page()).tap()
  await walletRow('WalletConnect Test Wallet').waitFor()
  const appLink = nextAppLink()
  await walletRow('WalletConnect Test Wallet').tap()
  return appLink
}

describe('the bottom sheet', () => {
  test('opens and loads with every row, button and field drawn where it stays, though the directory, the installed wallet and the icons come late', async () => {
    await slow(/\/getWallets\?/, 1_500) // longer than the dialog's hold (1 s)
    await slow(/\/createEip155Runtime-[^/]*\.js$/, 1_000) // the code that finds the installed wallet
    await slow(/\/getWalletImage\//, 1_500)
    await openPlayground(page(), '/?wallets=evm')
    await recordBoxes(page())
    await connectButton(page()).tap()
    await walletRow('WalletConnect Test Wallet').waitFor({ timeout: 15_000 })
    const icons = dialog(page()).getByRole('list', { name: 'Wallets' }).locator('img')
    await expect
      .poll(() => icons.evaluateAll((all) => all.every((icon) => (icon as HTMLImageElement).complete)))
      .toBe(true)
    const { moved, drawn } = await movedBoxes(page())
    expect(moved).toEqual([])
    // It saw the list: the installed wallet above the directory's, All Wallets below.
    expect(drawn).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^Test Wallet\s*installed #/i),
        expect.stringMatching(/^WalletConnect Test Wallet #/),
        expect.stringMatching(/^All Wallets\s*search #/i),
      ]),
    )
  })
})

describe('a listed wallet on a phone', () => {
  test('one tap opens its app by its deep link carrying the pairing URI, Open and Copy link drawn in place from the first frame', async () => {
    await openPlayground(page())
    await connectButton(page()).tap()
    await walletRow('WalletConnect Test Wallet').waitFor()
    const appLink = nextAppLink()
    await recordBoxes(page())
    await walletRow('WalletConnect Test Wallet').tap()
    const followed = await appLink
    const uri = decodeURIComponent(followed.replace(/^foyertest:\/\/wc\/wc\?uri=/, ''))
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(followed).toBe(`foyertest://wc/wc?uri=${encodeURIComponent(uri)}`)
    await dialog(page()).getByRole('heading', { name: 'Continue in WalletConnect Test Wallet' }).waitFor()
    expect(await openLink().getAttribute('href')).toBe(followed)
    expect(await copyLink().isEnabled()).toBe(true)
    const { moved, drawn } = await movedBoxes(page())
    expect(moved).toEqual([])
    expect(drawn).toEqual(expect.arrayContaining([expect.stringMatching(/^Open WalletConnect Test Wallet #/)]))
  })

  test('its app not opening: the view offers its App Store page, the QR code and Copy link, Open and Copy link stay put, and axe finds nothing', async () => {
    const followed = await tapListedWallet()
    const uri = decodeURIComponent(followed.replace(/^foyertest:\/\/wc\/wc\?uri=/, ''))
    const before = await openAndCopyBoxes()
    await notOpened().waitFor()

    const store = dialog(page()).getByRole('list', { name: 'Get WalletConnect Test Wallet' }).getByRole('link')
    expect(await store.allInnerTexts()).toEqual(['Get WalletConnect Test Wallet on the App Store']) // an iPhone's store
    expect(await store.getAttribute('href')).toMatch(/^https:\/\/apps\.apple\.com\//)
    const qr = dialog(page()).getByRole('img', { name: 'QR code to connect WalletConnect Test Wallet' })
    expect(await qr.getAttribute('data-value')).toBe(uri)
    expect(await copyLink().isEnabled()).toBe(true)
    expect(await openAndCopyBoxes()).toEqual(before)

    expect((await runAxe(page())).violations).toEqual([])
  })

  test('its app opening (the page loses focus) keeps the view waiting for the wallet, and axe finds nothing', async () => {
    await tapListedWallet()
    // What a phone does as the wallet's app takes the screen; the page itself has no app for the link.
    await page().evaluate(() => window.dispatchEvent(new Event('blur')))
    await page().waitForTimeout(2_500) // past the wait after which the app counts as not opened
    expect(await notOpened().count()).toBe(0)
    await dialog(page()).getByText('Accept the connection request in the wallet').waitFor()
    expect(await openLink().getAttribute('href')).toMatch(/^foyertest:\/\/wc\/wc\?uri=wc%3A/)
    expect((await runAxe(page())).violations).toEqual([])
  })
})
