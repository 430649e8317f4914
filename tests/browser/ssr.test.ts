import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, inject, test } from 'vitest'
import { createSsrFoyer, SsrApp } from '../../playground/src/ssrExample/SsrApp.js'
import { worldNetworks, worldSchema } from '../../playground/src/world.js'
import { connectButton, connectTestWallet, dialog, useBrowser } from './browser.js'
import { worldControl } from './world.js'

// Server rendering with the cookie storage (playground/ssr.html): the page renders on Node from the request's
// cookies, then hydrates in Chromium. A visitor who was connected sees the connected button from the first
// paint on, and React reports no hydration mismatch.

const session = useBrowser()
const page = () => session.page
const shortAlice = '0xf3…b92266'

/** The server's half: what it renders for a request carrying `cookie` (no window on Node). */
function renderOnServer(cookie: string) {
  const world = worldSchema.parse(inject('world'))
  const networks = worldNetworks(world).filter((network) => network.chainNamespace === 'eip155')
  const foyer = createSsrFoyer({ projectId: world.projectId, networks, urls: world.urls }, cookie)
  try {
    return renderToString(createElement(SsrApp, { foyer }))
  } finally {
    foyer.destroy()
  }
}

/** Serves ssr.html with `html` rendered into #root, as a server would. */
async function serveRendered(html: string) {
  await page().route(/\/ssr\.html/, async (route) => {
    const response = await route.fetch()
    const body = (await response.text()).replace('<div id="root"></div>', `<div id="root">${html}</div>`)
    await route.fulfill({ response, body })
  })
}

/** Records every text the Connect button shows, from the first parse of the page on. */
async function recordButtonTexts() {
  await page().addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __buttonTexts: seen })
    const note = () => {
      const text = document.querySelector('button[data-foyer-connect]')?.textContent
      if (text && seen.at(-1) !== text) seen.push(text)
    }
    new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true })
  })
}
const buttonTexts = () => page().evaluate(() => (window as never as { __buttonTexts: string[] }).__buttonTexts)
const hydrationComplaints = () => session.console.filter((line) => /hydrat/i.test(line))

/** Every request the world's data API (and directory, config, analytics: one server) received, as `METHOD path?query`. */
async function apiRequests() {
  const { requests } = (await worldControl('requests', undefined, 'GET')) as {
    requests: { method: string; path: string; query: Record<string, string> }[]
  }
  return requests
}

describe('server rendering', () => {
  test('a visitor without a stored connection: the server renders Connect Wallet and hydration agrees', async () => {
    const html = renderOnServer('')
    expect(html).toContain('Connect Wallet')
    await serveRendered(html)
    await recordButtonTexts()
    await page().goto('/ssr.html?wallets=evm')
    await connectButton(page()).waitFor()
    await page().waitForFunction(() => (window as never as { __foyer?: unknown }).__foyer)
    expect(await buttonTexts()).toEqual(['Connect Wallet'])
    expect(hydrationComplaints()).toEqual([])
  })

  test('a connected visitor sees the connected button in the server’s HTML and every paint after hydration', async () => {
    await page().goto('/ssr.html?wallets=evm')
    await connectTestWallet(page())
    const cookie = (await session.context.cookies()).map(({ name, value }) => `${name}=${value}`).join('; ')
    expect(cookie).toContain('foyer%3Aconnections=')

    const html = renderOnServer(cookie)
    expect(html).toContain(shortAlice)
    await serveRendered(html)
    await recordButtonTexts()
    await page().reload()
    // The kernel restores the connection from the wallet; the button never shows anything else meanwhile.
    await expect
      .poll(() =>
        page().evaluate(
          () =>
            (window as never as { __foyer: { getState(): any } }).__foyer.getState().chains.eip155?.accountState.status,
        ),
      )
      .toBe('connected')
    expect(await connectButton(page()).textContent()).toBe(shortAlice)
    expect(await buttonTexts()).toEqual([shortAlice])
    expect(hydrationComplaints()).toEqual([])
  })

  test('every request the page makes to the data API carries the project id, before and after a reload', async () => {
    await page().goto('/ssr.html?wallets=evm')
    await connectTestWallet(page())
    await page().reload()
    await expect.poll(() => connectButton(page()).textContent()).toBe(shortAlice)
    // The Account view: the account's identity, balance and the rest of what it reads.
    await connectButton(page()).click()
    await dialog(page()).getByRole('heading', { name: shortAlice }).waitFor()

    const { projectId } = inject('world')
    // The identity is asked for once the connection is known, by the button or the Account view; the
    // request may leave just after the heading is drawn.
    const paths = async () => (await apiRequests()).map((request) => request.path)
    await expect.poll(async () => (await paths()).some((path) => path.startsWith('/v1/identity/'))).toBe(true)
    expect(await paths()).toContain('/getWallets')
    const requests = await apiRequests()
    const without = requests
      .filter((request) => request.query.projectId !== projectId)
      .map((request) => `${request.method} ${request.path}`)
    expect(without, 'data-API requests without the project id').toEqual([])
  })
})
