import { frameControlClient } from 'foyer/testing'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { connectButton, dialog, openPlayground } from './browser.js'

/** The world's embedded-wallet site, controlled over HTTP. */
export const frameControl = () => frameControlClient(inject('world').urls.frame ?? '')

/**
 * A first email login on this page's device: the approval link, then the code from the mailbox; the modal closes.
 * The playground is opened first at `path` unless `opened` (a test that set switches on it before).
 */
export async function logInByEmail(page: Page, email: string, { path = '/', opened = false } = {}): Promise<void> {
  await submitEmailLogin(page, email, opened ? null : path)
  await dialog(page).waitFor({ state: 'hidden' })
}

/**
 * The steps of a first email login up to the code's Continue, on the playground at `path` (opened first; null: the
 * page as it is): what shows next (the modal closing, or a view that follows a connection such as the sign-in
 * view) is the caller's to wait for.
 */
export async function submitEmailLogin(page: Page, email: string, path: string | null = '/'): Promise<void> {
  const frame = frameControl()
  if (path !== null) await openPlayground(page, path)
  await connectButton(page).click()
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  await dialog(page).getByRole('heading', { name: 'Register this device' }).waitFor()
  await frame.approveDevice(email)
  const code = dialog(page).getByRole('textbox', { name: 'Login code' })
  await code.waitFor()
  await code.fill((await frame.lastOtp(email)) ?? '')
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
}

/**
 * Stores the smart account as the visitor's chosen eip155 account type (SPEC §4) on the playground's origin, so an
 * email login that follows uses it whatever the default type is.
 */
export async function preferSmartAccount(page: Page): Promise<void> {
  await openPlayground(page)
  await page.evaluate(() =>
    localStorage.setItem('foyer:preferredAccountTypes', JSON.stringify({ eip155: 'smartAccount' })),
  )
}

/** The world's embedded-wallet user of `email`: the EOA and its smart account. */
export async function embeddedUser(email: string) {
  const user = (await frameControl().users()).find((candidate) => candidate.email === email)
  if (!user) throw new Error(`no embedded-wallet user ${email}`)
  return user
}

/** The embedded wallet's address of the user with `email`. */
export const embeddedAddress = async (email: string) =>
  (await frameControl().users()).find((user) => user.email === email)?.address ?? 'none'
