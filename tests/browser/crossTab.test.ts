import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { connectButton, connectTestWallet, dialog, openPlayground, useBrowser } from './browser.js'

// Two tabs of one app (two pages of one context, one origin) share storage: a connect or a disconnect in one
// shows in the other, and one wallet is never stored twice.

const session = useBrowser()
const shortAlice = '0xf3…b92266'

const buttonText = (page: Page) => connectButton(page).textContent()
const storedConnections = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('foyer:connections') ?? 'null'))
const stateConnections = (page: Page) =>
  page.evaluate(() => (window as any).__foyer.getState().connections.eip155?.map((c: any) => c.connectorId))

async function twoTabs() {
  const first = session.page
  const second = await session.context.newPage()
  await openPlayground(first, '/?wallets=evm')
  await openPlayground(second, '/?wallets=evm')
  return [first, second] as const
}

test('a connect in one tab shows connected in the other; a disconnect there disconnects the first', async () => {
  const [first, second] = await twoTabs()
  await connectTestWallet(first)
  await expect.poll(() => buttonText(second), { timeout: 10_000 }).toBe(shortAlice)
  const stored = await storedConnections(first)
  expect(Object.keys(stored)).toEqual(['eip155'])
  expect(stored.eip155.connections).toHaveLength(1)
  expect(await stateConnections(second)).toEqual(await stateConnections(first))
  expect(await stateConnections(second)).toHaveLength(1)

  await connectButton(second).click()
  await dialog(second).getByRole('heading', { name: shortAlice }).waitFor()
  await dialog(second).getByRole('button', { name: 'Disconnect' }).click()
  await dialog(second).waitFor({ state: 'detached' })
  await expect.poll(() => buttonText(first), { timeout: 10_000 }).toBe('Connect Wallet')
  expect(await first.evaluate(() => (window as any).__foyer.getState().chains.eip155?.accountState.status)).toBe(
    'disconnected',
  )
  expect(await storedConnections(first)).toBeNull()
})

test('both tabs following one connection store the wallet once, also after a reload', async () => {
  const [first, second] = await twoTabs()
  await connectTestWallet(first)
  await expect.poll(() => buttonText(second), { timeout: 10_000 }).toBe(shortAlice)
  await connectButton(second).click()
  await dialog(second).getByRole('heading', { name: shortAlice }).waitFor()
  await second.keyboard.press('Escape')
  await first.reload()
  await expect.poll(() => buttonText(first), { timeout: 10_000 }).toBe(shortAlice)
  expect((await storedConnections(second)).eip155.connections).toHaveLength(1)
  expect(await stateConnections(second)).toHaveLength(1)
})

test('a garbage value another tab writes under Foyer’s key changes nothing here', async () => {
  const [first, second] = await twoTabs()
  await connectTestWallet(first)
  // The second tab has followed the connect (its restore and its own writes are done) before it writes garbage: its
  // button shows the stored address already while that restore still runs, so the state is what is waited for.
  await expect.poll(() => buttonText(second), { timeout: 10_000 }).toBe(shortAlice)
  await expect
    .poll(() => second.evaluate(() => (window as any).__foyer.getState().chains.eip155?.accountState.status), {
      timeout: 10_000,
    })
    .toBe('connected')
  await second.evaluate(() => localStorage.setItem('foyer:connections', '{"eip155":{"status":"hacked"}}'))
  await second.evaluate(() => localStorage.setItem('foyer:connections', 'not json'))
  await first.waitForTimeout(300)
  expect(await buttonText(first)).toBe(shortAlice)
  expect(await first.evaluate(() => (window as any).__foyer.getState().chains.eip155?.accountState.status)).toBe(
    'connected',
  )
})
