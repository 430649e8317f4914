import { expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'

// SPEC §4's sign-in after a connection, for a connection restored by a reload: with no valid session for the
// account and network (none stored, or the stored one expired) the sign view opens by itself; with one it does not
// (siwx.test.ts). `?siwx=` is the playground's SIWX switch.

const session = useBrowser()
const page = () => session.page
const view = () => dialog(page())
const signView = () => view().getByTestId('siwx-app')
const sessionsKey = 'foyer:siwxSessions'
const storedSessions = () =>
  page().evaluate(
    (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { data: Record<string, string> }[],
    sessionsKey,
  )

/** Reloads; the restored connection is the test wallet's, and the sign view opens without a click. */
async function reloadToSignView() {
  await page().reload()
  await signView().waitFor({ timeout: 15_000 })
  expect(await connectButton(page()).textContent()).toBe('0xf3…b92266')
}

test('a reload that restores the connection without a session opens the sign view; one with an expired session too', async () => {
  await openPlayground(page(), '/?wallets=evm&siwx=optional')
  await connectButton(page()).click()
  await view()
    .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
    .first()
    .click()
  await signView().waitFor()
  await view().getByRole('button', { name: 'Cancel', exact: true }).click()
  await view().waitFor({ state: 'detached' })
  expect(await storedSessions()).toEqual([])

  await reloadToSignView()
  await view().getByRole('button', { name: 'Sign', exact: true }).click()
  await view().waitFor({ state: 'detached' })
  expect(await storedSessions()).toHaveLength(1)

  // The stored session's expiration passes: it is no longer a session.
  await page().evaluate((key) => {
    const sessions = JSON.parse(localStorage.getItem(key) ?? '[]') as { data: Record<string, string> }[]
    for (const stored of sessions) stored.data.expirationTime = '2000-01-01T00:00:00.000Z'
    localStorage.setItem(key, JSON.stringify(sessions))
  }, sessionsKey)
  await reloadToSignView()
  expect(await storedSessions()).toEqual([])
})

test('required: after a reload without a session the sign view cannot be closed', async () => {
  await openPlayground(page(), '/?wallets=evm&siwx=required')
  await connectButton(page()).click()
  await view()
    .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
    .first()
    .click()
  await signView().waitFor()
  // Reloaded before signing: the restored connection has no session, so the view asks again and stays open.
  await reloadToSignView()
  await page().keyboard.press('Escape')
  await view().getByTestId('siwx-required').waitFor()
  expect(await signView().isVisible()).toBe(true)
})
