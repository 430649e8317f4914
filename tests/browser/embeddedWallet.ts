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
 * Stores `type` as the visitor's chosen eip155 account type (SPEC §4) on the playground's origin, so an email or
 * social login that follows uses it whatever the default type is (SPEC §9: the smart account where enabled).
 */
async function preferAccountType(page: Page, type: 'eoa' | 'smartAccount'): Promise<void> {
  await openPlayground(page)
  await page.evaluate((eip155) => localStorage.setItem('foyer:preferredAccountTypes', JSON.stringify({ eip155 })), type)
}

/** The smart account stored as the visitor's choice (see `preferAccountType`). */
export const preferSmartAccount = (page: Page) => preferAccountType(page, 'smartAccount')

/** The EOA stored as the visitor's choice (see `preferAccountType`): the login keeps the EOA. */
export const preferEoa = (page: Page) => preferAccountType(page, 'eoa')

/** The world's embedded-wallet user of `email`: the EOA and its smart account. */
export async function embeddedUser(email: string) {
  const user = (await frameControl().users()).find((candidate) => candidate.email === email)
  if (!user) throw new Error(`no embedded-wallet user ${email}`)
  return user
}

/** The EOA of the embedded-wallet user with `email` (a login on it: `preferEoa` first). */
export const embeddedAddress = async (email: string) =>
  (await frameControl().users()).find((user) => user.email === email)?.address ?? 'none'
