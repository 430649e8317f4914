import { frameControlClient } from 'foyer/testing'
import { expect, inject, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'

// UpdateEmailWallet against the world's embedded-wallet site: the code to the current email, then the new one's.

const session = useBrowser()
const page = () => session.page
const frame = () => frameControlClient(inject('world').urls.frame ?? '')
const button = (name: string) => dialog(page()).getByRole('button', { name })
const field = (name: string) => dialog(page()).getByRole('textbox', { name })

async function logIn(email: string) {
  await openPlayground(page())
  await connectButton(page()).click()
  await field('Email').fill(email)
  await button('Continue').click()
  await dialog(page()).getByRole('heading', { name: 'Register this device' }).waitFor()
  await frame().approveDevice(email)
  await field('Login code').waitFor()
  await field('Login code').fill((await frame().lastOtp(email)) ?? '')
  await button('Continue').click()
  await dialog(page()).waitFor({ state: 'hidden' })
}

test('an email user updates the email through the current email code and the new one; the new one is stored', async () => {
  await logIn('ada@example.org')
  await connectButton(page()).click()
  await expect.poll(() => dialog(page()).getByTestId('embedded-login').textContent()).toBe('ada@example.org')
  await button('Update email').click()
  await field('New email').fill('lovelace@example.org')
  expect((await runAxe(page())).violations).toEqual([])
  await button('Continue').click()
  await field('Current email code').waitFor()
  await field('Current email code').fill('000000')
  await button('Continue').click()
  await expect.poll(() => field('Current email code').getAttribute('aria-invalid')).toBe('true')
  await field('Current email code').fill((await frame().lastOtp('ada@example.org')) ?? '')
  await button('Continue').click()
  await field('New email code').waitFor()
  expect((await runAxe(page())).violations).toEqual([])
  await expect.poll(() => frame().lastOtp('lovelace@example.org')).toBeTruthy()
  await field('New email code').fill((await frame().lastOtp('lovelace@example.org')) ?? '')
  await button('Continue').click()
  await expect
    .poll(() => dialog(page()).getByTestId('embedded-login').textContent(), { timeout: 10_000 })
    .toBe('lovelace@example.org')
  expect((await frame().users()).map((user) => user.email)).toContain('lovelace@example.org')
  const stored = await page().evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.endsWith('emailLogin'))
      .map((key) => localStorage.getItem(key))
      .join(''),
  )
  expect(stored).toContain('lovelace@example.org')
})

test('an email over 30 characters is shown cut, with an ellipsis', async () => {
  await logIn('augusta.ada.king.lovelace@example.org')
  await connectButton(page()).click()
  await expect
    .poll(() => dialog(page()).getByTestId('embedded-login').textContent())
    .toBe('augusta.ada.king.lovelace@example.…')
})
