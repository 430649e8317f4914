import { describe, expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { wallet, worldControl } from './world.js'

// The Connect plugin's views in Chromium against the world: AllWallets (QR entry, paging, search and its
// analytics), recent wallets, and ConnectingExternal's failure states (a listed wallet on a phone: phone.test.ts).

const session = useBrowser()
const page = () => session.page

/** A wallet's row, by its name (its accessible name is the name plus its tag, e.g. "Test Wallet installed"). */
const walletRow = (name: string) =>
  dialog(page())
    .getByRole('button', { name: new RegExp(`^${name}(?: [a-zA-Z]|$)`) })
    .first()
const allWalletsList = () => dialog(page()).getByRole('list', { name: 'All wallets' })
const qrCode = () => dialog(page()).getByRole('img', { name: /^QR code to connect/ })

async function openModal(path = '/') {
  await openPlayground(page(), path)
  await connectButton(page()).click()
  await dialog(page()).waitFor()
}

async function openAllWallets(path = '/') {
  await openModal(path)
  await dialog(page())
    .getByRole('button', { name: /^All Wallets/ })
    .click()
  await allWalletsList().getByRole('button').first().waitFor()
}

interface RecordedRequest {
  query: Record<string, string>
  at: number
}
const directoryRequests = async () =>
  ((await worldControl('requests?path=/getWallets', undefined, 'GET')) as { requests: RecordedRequest[] }).requests

interface RecordedEvent {
  props: { event: string; properties?: Record<string, unknown> }
}
const trackedEvents = async (name: string) =>
  ((await worldControl('events', undefined, 'GET')) as { events: RecordedEvent[] }).events.filter(
    (event) => event.props.event === name,
  )

describe('All Wallets', () => {
  test('its WalletConnect entry opens the QR code', async () => {
    await openAllWallets()
    await dialog(page())
      .getByRole('button', { name: /^WalletConnect QR code$/ })
      .click()
    await dialog(page()).getByRole('heading', { name: 'Scan with your phone' }).waitFor()
    await qrCode().waitFor()
    expect(await qrCode().getAttribute('data-value')).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  })

  test('pages hold 40 wallets', async () => {
    await openAllWallets()
    for (let step = 0; step < 6; step++) {
      await dialog(page())
        .getByTestId('all-wallets')
        .evaluate((element) => element.scrollBy(0, 1200))
      await page().waitForTimeout(150)
    }
    await expect.poll(async () => (await directoryRequests()).some((request) => request.query.page === '2')).toBe(true)
    const paged = (await directoryRequests()).filter((request) => !request.query.search && !request.query.include)
    const pages = paged.filter((request) => request.query.entries !== '4')
    expect(pages.map((request) => [request.query.page, request.query.entries]).slice(0, 2)).toEqual([
      ['1', '40'],
      ['2', '40'],
    ])
    // A search from a later page asks for its first page once.
    await dialog(page()).getByRole('searchbox', { name: 'Search wallet' }).fill('test wallet')
    await walletRow('Test Wallet 2').waitFor()
    await page().waitForTimeout(400)
    const searches = (await directoryRequests()).filter((request) => request.query.search !== undefined)
    expect(searches.map((request) => [request.query.search, request.query.page])).toEqual([['test wallet', '1']])
  })

  // Keystroke by keystroke timing is the unit test of rules/searchWait.ts (a test clock; a loaded machine
  // can pause between real keystrokes longer than the wait).
  test('a search is sent once, at least 300 ms after the input, and SEARCH_WALLET is tracked', async () => {
    await openAllWallets()
    const lastKey = Date.now()
    await dialog(page()).getByRole('searchbox', { name: 'Search wallet' }).fill('test wallet')
    await walletRow('Test Wallet 2').waitFor()
    await page().waitForTimeout(400)
    const searches = (await directoryRequests()).filter((request) => request.query.search !== undefined)
    expect(searches.map((request) => [request.query.search, request.query.entries])).toEqual([['test wallet', '100']])
    expect(searches[0]!.at - lastKey).toBeGreaterThanOrEqual(300)

    // The page going away sends the waiting analytics at once.
    await page().evaluate(() => window.dispatchEvent(new Event('pagehide')))
    await expect
      .poll(async () => (await trackedEvents('SEARCH_WALLET')).map((event) => event.props.properties?.search))
      .toEqual(['test wallet'])
  })
})

describe('recent wallets', () => {
  test('a recent wallet shows its stored image', async () => {
    const imageUrl = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg"/>')}`
    await page().addInitScript(
      (recent) => localStorage.setItem('foyer:recentWallets', JSON.stringify(recent)),
      [{ id: 'phone-wallet', name: 'Phone Wallet', imageUrl }],
    )
    await openModal()
    const row = walletRow('Phone Wallet')
    expect(await row.textContent()).toContain('recent')
    expect(await row.locator('img').getAttribute('src')).toBe(imageUrl)
  })
})

describe('ConnectingExternal', () => {
  test("axe finds nothing in its 'Connection rejected' and 'Failed to connect' states", async () => {
    await openModal('/?wallets=evm&walletMode=reject')
    await walletRow('Test Wallet').click()
    await dialog(page()).getByText('Connection rejected').waitFor()
    expect((await runAxe(page())).violations, 'Connection rejected').toEqual([])
    await dialog(page()).getByRole('button', { name: 'Back' }).click()
    await wallet(page(), 'setMode', 'approve')
    await wallet(page(), 'setAnswer', 'eth_requestAccounts', ['0x12'])
    await walletRow('Test Wallet').click()
    await dialog(page()).getByText('Failed to connect').waitFor()
    expect((await runAxe(page())).violations, 'Failed to connect').toEqual([])
  }, 120_000) // two axe runs: about 40 s on a loaded machine
})

describe('the Connect view', () => {
  /** Holds the directory's answers (GET /getWallets) until the returned function is called. */
  async function holdDirectory(): Promise<() => void> {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page().route(/\/getWallets\?/, async (route) => {
      await released
      await route.continue()
    })
    return release
  }
  const walletConnectBox = () =>
    dialog(page())
      .getByRole('button', { name: /^WalletConnect QR code$/ })
      .boundingBox()
  const rowNames = () => dialog(page()).getByRole('list', { name: 'Wallets' }).getByRole('button').allInnerTexts()

  test('waits for the directory, then draws its list at once, every row where it stays', async () => {
    await openPlayground(page(), '/')
    const release = await holdDirectory()
    await connectButton(page()).click()
    await dialog(page()).getByRole('img', { name: 'Loading wallets' }).waitFor()
    await page().waitForTimeout(300)
    expect(
      await dialog(page())
        .getByRole('button', { name: /^WalletConnect/ })
        .count(),
    ).toBe(0)
    release()
    await walletRow('Nimbus Loop').waitFor()
    const first = { rows: await rowNames(), box: await walletConnectBox() }
    expect(first.rows).toHaveLength(5)
    expect(first.rows[0]).toMatch(/^WalletConnect\s+QR code$/i)
    await page().waitForTimeout(1_200)
    expect({ rows: await rowNames(), box: await walletConnectBox() }).toEqual(first)
  })

  test('a directory slower than the hold: the list shows without its wallets, which join below when they come', async () => {
    await openPlayground(page(), '/')
    const release = await holdDirectory()
    await connectButton(page()).click()
    await dialog(page())
      .getByRole('button', { name: /^WalletConnect QR code$/ })
      .waitFor()
    const before = await walletConnectBox()
    expect(await walletRow('Nimbus Loop').count()).toBe(0)
    release()
    await walletRow('Nimbus Loop').waitFor()
    expect(await walletConnectBox()).toEqual(before)
  })

  test('waits for the installed wallets: an adapter whose code comes late has its wallet in the first list', async () => {
    let release = () => {}
    const released = new Promise<void>((resolve) => {
      release = resolve
    })
    await page().route(/\/createEip155Runtime-[^/]*\.js$/, async (route) => {
      await released
      await route.continue()
    })
    await openPlayground(page(), '/?wallets=evm')
    await connectButton(page()).click()
    await dialog(page()).getByRole('img', { name: 'Loading wallets' }).waitFor()
    await page().waitForTimeout(300)
    expect(await dialog(page()).getByRole('list', { name: 'Wallets' }).count()).toBe(0)
    release()
    const rows = dialog(page()).getByRole('list', { name: 'Wallets' }).getByRole('button')
    await rows.first().waitFor()
    const names = await rows.allInnerTexts()
    expect(names).toContainEqual(expect.stringMatching(/^Test Wallet\s+installed$/i))
    expect(names).not.toContain('Test Wallet') // its directory row, which the installed wallet replaces
  })
})
