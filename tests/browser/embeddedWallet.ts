import { frameControlClient } from 'foyer/testing'
import type { Page } from 'playwright-core'
import { inject } from 'vitest'
import { connectButton, dialog, openPlayground } from './browser.js'

/** The world's embedded-wallet site, controlled over HTTP. */
export const frameControl = () => frameControlClient(inject('world').urls.frame ?? '')

/** A first email login on this page's device (the playground at `path`): the approval link, then the mailbox's code. */
export async function logInByEmail(page: Page, email: string, path = '/'): Promise<void> {
  const frame = frameControl()
  await openPlayground(page, path)
  await connectButton(page).click()
  await dialog(page).getByRole('textbox', { name: 'Email' }).fill(email)
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  await dialog(page).getByRole('heading', { name: 'Register this device' }).waitFor()
  await frame.approveDevice(email)
  const code = dialog(page).getByRole('textbox', { name: 'Login code' })
  await code.waitFor()
  await code.fill((await frame.lastOtp(email)) ?? '')
  await dialog(page).getByRole('button', { name: 'Continue' }).click()
  await dialog(page).waitFor({ state: 'hidden' })
}

/** The embedded wallet's address of the user with `email`. */
export const embeddedAddress = async (email: string) =>
  (await frameControl().users()).find((user) => user.email === email)?.address ?? 'none'
