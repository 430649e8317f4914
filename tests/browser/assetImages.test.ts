import type { Locator } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { networkImageIds } from '../../playground/world/api/images/knownImages.js'
import { connectButton, connectTestWallet, dialog, openPlayground, useBrowser } from './browser.js'
import { onrampSteps } from './onrampSteps.js'
import { worldControl } from './world.js'

// The images of SERVICES.md §2.2 in Chromium against the world: network rows from /public/getAssetImage/{id},
// the onramp's currency flags and token logos from /public/getCurrencyImage/{code} and /public/getTokenImage/{symbol},
// each asked with the project's query, and a neutral placeholder where an image fails.

const session = useBrowser()
const page = () => session.page
const view = () => dialog(page())
const { openBuy } = onrampSteps(session)

interface RecordedRequest {
  path: string
  query: Record<string, string>
}
/** What the world's image route received, by path (`/public/getAssetImage/**`). */
const worldRequests = async (path: string) =>
  ((await worldControl(`requests?path=${path}`, undefined, 'GET')) as { requests: RecordedRequest[] }).requests

/** The image a row or field draws: its <img> once the browser has decoded it (an <img> that failed has none). */
const drawnImage = async (where: Locator) => {
  const image = where.locator('img')
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0))
    .toBe(true)
  return new URL((await image.getAttribute('src')) ?? '')
}

const networkRow = (name: RegExp) => view().getByRole('list', { name: 'Networks' }).getByRole('button', { name })

/** Connected with the EVM test wallet, the modal on Account, then its network button to the Networks list. */
async function openNetworks() {
  await openPlayground(page(), '/?wallets=evm')
  await connectTestWallet(page())
  await connectButton(page()).click()
  await view()
    .getByRole('button', { name: /network$/ })
    .click()
  await view().getByRole('list', { name: 'Networks' }).waitFor()
}

const tokenRow = (name: string) =>
  view()
    .getByRole('list', { name: 'Token to send' })
    .getByRole('button', { name: new RegExp(`^${name} `) })

/** Connected with the EVM test wallet, the modal on Account, then its Send button. */
async function openSend() {
  await connectTestWallet(page())
  await connectButton(page()).click()
  await view().getByRole('button', { name: 'Send', exact: true }).click()
}

describe('asset images', () => {
  test("network rows draw the world's network images from getAssetImage, asked with the project id", async () => {
    await openNetworks()
    for (const [name, caip] of [
      [/^Ethereum \(local\)/, 'eip155:1'],
      [/^Arbitrum One \(local\)/, 'eip155:42161'],
    ] as const) {
      const src = await drawnImage(networkRow(name))
      expect(src.pathname).toBe(`/public/getAssetImage/${networkImageIds[caip]}`)
    }
    const asked = await worldRequests('/public/getAssetImage/**')
    expect(asked.map((request) => request.path).sort()).toEqual(
      [
        `/public/getAssetImage/${networkImageIds['eip155:1']}`,
        `/public/getAssetImage/${networkImageIds['eip155:42161']}`,
      ].sort(),
    )
    for (const request of asked) expect(request.query.projectId).toBe(inject('world').projectId)
  })

  test("the Account view's network button shows the active network's image", async () => {
    await openPlayground(page(), '/?wallets=evm')
    await connectTestWallet(page())
    await connectButton(page()).click()
    const src = await drawnImage(view().getByRole('button', { name: /network$/ }))
    expect(src.pathname).toBe(`/public/getAssetImage/${networkImageIds['eip155:1']}`)
  })

  test('a failing network image leaves a neutral placeholder, the first letter of its name, in its row', async () => {
    await worldControl('faults', { route: '/public/getAssetImage/*', status: 500, times: null })
    await openNetworks()
    const row = networkRow(/^Arbitrum One \(local\)/)
    await expect.poll(() => row.locator('img').count()).toBe(0)
    const placeholder = row.locator('.foyer-image')
    expect(await placeholder.textContent()).toBe('A')
    expect(await placeholder.getAttribute('aria-hidden')).toBe('true')
    expect((await worldRequests('/public/getAssetImage/**')).length).toBeGreaterThan(0)
    await worldControl('faults', undefined, 'DELETE')
  })

  test("a Send token row keeps the token's own icon", async () => {
    await openPlayground(page(), '/?wallets=evm')
    await openSend()
    // The world's USDC comes with its icon (an SVG data URI): the row draws it, and the token route is not asked.
    expect((await drawnImage(tokenRow('USD Coin'))).href).toMatch(/^data:image\/svg\+xml,/)
    expect(await worldRequests('/public/getTokenImage/USDC')).toEqual([])
  })

  test('a Send token row without an icon of its own draws getTokenImage/{symbol}, asked with the project id', async () => {
    await openPlayground(page(), '/?wallets=evm')
    // The wallet lists its assets itself (EIP-7811): they come without icons.
    await page().evaluate(() => {
      const wallets = (
        window as unknown as { __foyerTestWallets: { setAnswer(method: string, answer: unknown): void }[] }
      ).__foyerTestWallets
      wallets[0]?.setAnswer('wallet_getCapabilities', { '0x1': { assetDiscovery: { supported: true } } })
      wallets[0]?.setAnswer('wallet_getAssets', {
        '0x1': [
          {
            address: '0x00000000000000000000000000000000000000da',
            balance: '0xde0b6b3a7640000',
            type: 'erc20',
            metadata: { name: 'Dai Stablecoin', symbol: 'DAI', decimals: 18 },
          },
        ],
      })
    })
    await openSend()
    expect((await drawnImage(tokenRow('Dai Stablecoin'))).pathname).toBe('/public/getTokenImage/DAI')
    const asked = await worldRequests('/public/getTokenImage/DAI')
    expect(asked.map((request) => request.query.projectId)).toContain(inject('world').projectId)
  })

  test('the Buy form shows the chosen fiat flag from getCurrencyImage and the token logo from getTokenImage', async () => {
    await openBuy()
    const field = (name: string) =>
      view()
        .locator('.foyer-field')
        .filter({ has: page().getByRole('combobox', { name, exact: true }) })
    expect((await drawnImage(field('Currency'))).pathname).toBe('/public/getCurrencyImage/USD')
    expect((await drawnImage(field('Buy'))).pathname).toBe('/public/getTokenImage/USDC')
    await view().getByRole('combobox', { name: 'Currency' }).selectOption('EUR')
    expect((await drawnImage(field('Currency'))).pathname).toBe('/public/getCurrencyImage/EUR')
    const flags = await worldRequests('/public/getCurrencyImage/**')
    expect(flags.map((request) => request.path)).toEqual([
      '/public/getCurrencyImage/USD',
      '/public/getCurrencyImage/EUR',
    ])
    for (const request of flags) expect(request.query.projectId).toBe(inject('world').projectId)
  })
})
