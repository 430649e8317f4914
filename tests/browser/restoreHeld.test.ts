import { expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import { wallet } from './world.js'

// Issue 36: a wallet that never answers the restore's accounts request held the kernel's start. SPEC §9's 10 s bound
// (restoreConnections): then the namespace is disconnected, its stored connection kept; a late answer connects.
// The page's clock is Playwright's, so the 10 s pass at once.

const session = useBrowser()
const page = () => session.page
const shortAlice = '0xf3…b92266'
const storedEip155 = () =>
  page().evaluate(() => JSON.parse(localStorage.getItem('foyer:connections') ?? 'null')?.eip155?.status)

test('a wallet silent on restore: disconnected after 10 s, the stored connection kept, and its late answer connects', async () => {
  await openPlayground(page(), '/?wallets=evm')
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
    .first()
    .click()
  await expect.poll(() => connectButton(page()).textContent()).toBe(shortAlice)
  await page().clock.install()
  await openPlayground(page(), '/?wallets=evm&walletHold=eth_accounts')
  await expect.poll(async () => (await wallet<{ method: string }[]>(page(), 'pending')).length).toBeGreaterThan(0)
  await page().clock.fastForward(10_000)
  await expect.poll(() => connectButton(page()).textContent()).toBe('Connect Wallet')
  expect(await storedEip155()).toBe('connected')
  // The wallet answers at last: the restore's answer still counts.
  await wallet(page(), 'approvePending')
  await expect.poll(() => connectButton(page()).textContent()).toBe(shortAlice)
})
