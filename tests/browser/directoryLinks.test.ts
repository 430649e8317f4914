import { describe, expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import { worldControl } from './world.js'

// Hostile wallet-directory entries (served by the world's /__world/directory): no link of theirs runs script in
// the app's page or reaches an href, on a phone (where the app opens by itself) or a desktop.

const session = useBrowser({ relayLog: true })
const page = () => session.page

const script = (value: number) => `javascript://%0Awindow.x=${value},void(0);//`
const hostile = {
  id: 'hostile-wallet',
  name: 'Hostile Wallet',
  chains: ['eip155:1'],
  supports_wc: true,
  mobile_link: 'javascript://%0Awindow.x=document.domain,void(0);//',
  desktop_link: script(1),
  webapp_link: 'javascript:window.x=2',
  link_mode: 'javascript:window.x=3',
  app_store: 'data:text/html,<script>parent.x=4</script>',
  homepage: 'vbscript:msgbox(5)',
  image_url: 'javascript:window.x=6',
}
const mixed = {
  id: 'mixed-wallet',
  name: 'Mixed Wallet',
  chains: ['eip155:1'],
  supports_wc: true,
  mobile_link: 'JavaScript://%0Awindow.x=7',
  desktop_link: 'mixed-desktop://',
  webapp_link: 'data:text/html,x',
}

/** Every href, src and action in the dialog (its shadow root included). */
const urlsInDialog = () =>
  dialog(page()).evaluate((root) =>
    [...root.querySelectorAll('[href], [src], [action]')].flatMap((element) =>
      ['href', 'src', 'action'].map((name) => element.getAttribute(name)).filter((value) => value !== null),
    ),
  )

async function openListed(name: string) {
  await worldControl('directory', { wallets: [hostile, mixed] })
  await openPlayground(page())
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /^All Wallets/ })
    .click()
  await dialog(page()).getByRole('searchbox', { name: 'Search wallet' }).fill(name)
  await dialog(page())
    .getByRole('button', { name: new RegExp(`^${name}`) })
    .first()
    .click()
  await dialog(page())
    .getByRole('img', { name: /^QR code to connect/ })
    .waitFor({ timeout: 20_000 })
}

const noScriptRan = async () => {
  // The phone view opens the app link as soon as the URI is ready: give a script the time it would take.
  await page().waitForTimeout(300)
  expect(await page().evaluate(() => (window as { x?: unknown }).x)).toBeUndefined()
  expect(page().url()).toMatch(/^http:\/\/127\.0\.0\.1/)
  for (const url of await urlsInDialog()) expect(url).not.toMatch(/^\s*(javascript|data|vbscript|file|blob):/i)
}

describe('hostile directory links', () => {
  test('on a phone, no link of a hostile entry runs script, opens or shows; the wallet stays listed', async () => {
    await page().setViewportSize({ width: 390, height: 844 })
    await page().addInitScript(() =>
      Object.defineProperty(navigator, 'userAgent', {
        get: () => 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      }),
    )
    await openListed('Hostile Wallet')
    await dialog(page()).getByRole('heading', { name: 'Continue in Hostile Wallet' }).waitFor()
    await noScriptRan()
    expect(await dialog(page()).getByRole('list', { name: 'Other ways to open Hostile Wallet' }).count()).toBe(0)
  })

  test('on a desktop, only the good link of a mixed entry is offered, and no script runs', async () => {
    await openListed('Mixed Wallet')
    await noScriptRan()
    const links = dialog(page()).getByRole('list', { name: 'Other ways to open Mixed Wallet' }).getByRole('link')
    expect(await links.evaluateAll((all) => all.map((link) => link.getAttribute('href')?.split('?')[0]))).toEqual([
      'mixed-desktop://wc',
    ])
  })
})
