import { expect, test } from 'vitest'
import { connectButton, connectTestWallet, dialog, openPlayground, useBrowser } from './browser.js'
import { worldControl } from './world.js'

// The page's connect button shows the account's profile as the Account view does: its name instead of the
// address once one is registered (the names plugin) or known to the identity service, and its avatar beside it.

const session = useBrowser()
const page = () => session.page
const view = () => dialog(page())
/** A small square avatar, an image by its data: URI. */
const avatar = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8" fill="#f60"/></svg>')}`
const buttonImage = () => connectButton(page()).locator('img')

/** The identity service answers `identity` for every address until the world is reset. */
const identityAnswers = (identity: { name: string | null; avatar: string | null }) =>
  worldControl('faults', {
    route: '/v1/identity/*',
    status: 200,
    body: { ...identity, resolvedAt: new Date().toISOString() },
    times: null,
  })

test('after a name is registered the connect button shows it instead of the address, and again after a reload and an open', async () => {
  await openPlayground(page(), '/?wallets=evm')
  await connectTestWallet(page())
  await connectButton(page()).click()
  await view()
    .getByRole('button', { name: /Choose a name$/ })
    .click()
  await view().getByRole('textbox', { name: 'Name' }).fill('alice')
  await view().getByRole('button', { name: 'Register' }).click()
  await view().getByRole('heading', { name: 'Name registered' }).waitFor()
  await page().keyboard.press('Escape')
  await view().waitFor({ state: 'detached' })
  expect(await connectButton(page()).textContent()).toBe('alice.reown.id')
  expect(await buttonImage().count()).toBe(0)

  // After a reload the name comes with the account's details, whose code loads with the modal's first open.
  await page().reload()
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toMatch(/^(alice|0xf3)/)
  await connectButton(page()).click()
  await view().getByRole('heading', { name: 'alice.reown.id' }).waitFor()
  await page().keyboard.press('Escape')
  await view().waitFor({ state: 'detached' })
  expect(await page().getByRole('button', { name: 'alice.reown.id', exact: true }).count()).toBe(1)
})

test('with an avatar the connect button shows its image beside the name; the name stays the button’s name', async () => {
  await identityAnswers({ name: 'alice.eth', avatar })
  await openPlayground(page(), '/?wallets=evm')
  await connectTestWallet(page(), 'alice.eth')
  await expect.poll(() => buttonImage().getAttribute('src')).toBe(avatar)
  expect(await buttonImage().evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true)
  expect(await buttonImage().getAttribute('alt')).toBe('')
  await page().getByRole('button', { name: 'alice.eth', exact: true }).waitFor()
})

test('an avatar that is not an image source never reaches the button; the name still shows', async () => {
  await identityAnswers({ name: 'mallory.eth', avatar: 'javascript:alert(1)' })
  await openPlayground(page(), '/?wallets=evm')
  const identity = page().waitForResponse((response) => response.url().includes('/v1/identity/'))
  // The button shows the address, or the name if the identity answered before the modal closed.
  await connectTestWallet(page(), /^(0xf3…b92266|mallory\.eth)$/)
  // The identity arrives with the account's details: its name is kept, its avatar left out.
  await identity
  await connectButton(page()).click()
  await view().getByRole('heading', { name: 'mallory.eth' }).waitFor()
  await page().keyboard.press('Escape')
  await view().waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page()).textContent()).toBe('mallory.eth')
  expect(await buttonImage().count()).toBe(0)
  expect(await page().locator('img[src^="javascript:"]').count()).toBe(0)
})
