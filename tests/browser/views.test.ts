import { describe, expect, test } from 'vitest'
import { connectButton, dialog, focused, openPlayground, pendingDialog, useBrowser } from './browser.js'
import { openExampleView } from './playground.js'

const session = useBrowser()

describe('views', () => {
  test('a view whose code fails to load shows a short error, and Try again loads it', async () => {
    const { page } = session
    await openExampleView(page)
    await page.route(/GreetedView-[^/]*\.js$/, (route) => route.abort())
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ada')
    await page.keyboard.press('Enter')
    const alert = dialog(page).getByRole('alert')
    await alert.getByText('This view could not be loaded.').waitFor()
    await page.unroute(/GreetedView-[^/]*\.js$/)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await dialog(page).getByText('Ada has been greeted.').waitFor()
    expect(await focused(page)).toMatchObject({ inDialog: true })
  })

  // Chromium 150 (Debian 12's) keeps a failed import failed for the page's life: only a fresh URL loads.
  // Here every request for the chunk's own URL fails, so this shows that behaviour on any Chromium.
  test('Try again loads a view even where the failed URL keeps failing', async () => {
    const { page } = session
    await openExampleView(page)
    await page.route(/GreetedView-[^/?]*\.js$/, (route) => route.abort())
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ada')
    await page.keyboard.press('Enter')
    const alert = dialog(page).getByRole('alert')
    await alert.getByText('This view could not be loaded.').waitFor()
    await alert.getByRole('button', { name: 'Try again' }).click()
    await dialog(page).getByText('Ada has been greeted.').waitFor()
    expect(await focused(page)).toMatchObject({ inDialog: true })
  })

  test('when the shell’s code failed to load, the next open loads it, even where the failed URL keeps failing', async () => {
    const { page } = session
    await page.route(/\/Shell-[^/?]*\.js$/, (route) => route.abort())
    await openPlayground(page)
    const failed = page.waitForEvent('requestfailed', (request) => /\/Shell-/.test(request.url()))
    await connectButton(page).click()
    await pendingDialog(page).waitFor()
    await failed
    await page.keyboard.press('Escape')
    await pendingDialog(page).waitFor({ state: 'detached' })
    await connectButton(page).click()
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  })

  test('when a built-in plugin’s code failed to load, the next open loads it, even where the failed URL keeps failing', async () => {
    const { page } = session
    await page.route(/\/network-[^/?]*\.js$/, (route) => route.abort())
    await openPlayground(page)
    const failed = page.waitForEvent('requestfailed', (request) => /\/network-/.test(request.url()))
    await connectButton(page).click()
    await failed
    await page.keyboard.press('Escape')
    await expect.poll(() => connectButton(page).getAttribute('aria-expanded')).toBe('false')
    await connectButton(page).click()
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await dialog(page)
      .getByRole('button', { name: /^All Wallets/ })
      .waitFor()
  })

  test('when the kernel’s code failed to load, the next open loads it, even where the failed URL keeps failing', async () => {
    const { page } = session
    await page.route(/\/createKernel-[^/?]*\.js$/, (route) => route.abort())
    await openPlayground(page)
    const failed = page.waitForEvent('requestfailed', (request) => /\/createKernel-/.test(request.url()))
    await connectButton(page).click()
    await failed
    await page.keyboard.press('Escape')
    await expect.poll(() => connectButton(page).getAttribute('aria-expanded')).toBe('false')
    await connectButton(page).click()
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  })

  test('a second open while the kernel’s failing load is still on its way opens the modal', async () => {
    const { page } = session
    let refused = 0
    // Each request for the kernel's own URL fails, a second after it was made: the second click lands before.
    await page.route(/\/createKernel-[^/?]*\.js$/, async (route) => {
      refused++
      await new Promise((resolve) => setTimeout(resolve, 1000))
      await route.abort()
    })
    await openPlayground(page)
    await connectButton(page).click()
    await expect.poll(() => refused).toBe(1)
    await page.keyboard.press('Escape')
    await expect.poll(() => connectButton(page).getAttribute('aria-expanded')).toBe('false')
    await connectButton(page).click()
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  })

  test('a view titled by a function of its params names the dialog with it', async () => {
    const { page } = session
    await openExampleView(page)
    await page.getByRole('textbox', { name: 'Your name' }).fill('Grace')
    await page.getByRole('button', { name: 'Greet' }).click()
    await page.getByRole('dialog', { name: 'Hello, Grace' }).waitFor()
  })
})
