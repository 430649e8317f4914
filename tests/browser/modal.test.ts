import { describe, expect, test } from 'vitest'
import { connectButton, dialog, focused, openPlayground, pendingDialog, useBrowser } from './browser.js'
import { holdKernelChunk, holdShellChunk, openExampleView } from './playground.js'

const session = useBrowser()

describe('opening and closing', () => {
  test('the modal opens from the ConnectButton by keyboard, named by its title, with focus inside', async () => {
    const { page } = session
    await openPlayground(page)
    const button = connectButton(page)
    expect(await button.textContent()).toBe('Connect Wallet')
    expect(await button.getAttribute('aria-haspopup')).toBe('dialog')
    expect(await button.getAttribute('aria-expanded')).toBe('false')

    await button.focus()
    await page.keyboard.press('Enter')
    await dialog(page).waitFor()

    expect(await dialog(page).getAttribute('aria-modal')).toBe('true')
    // The shell's dialog can show before the kernel has a view (its title then reads "Loading").
    await expect.poll(() => dialog(page).locator('h2').textContent()).toBe('Connect Wallet')
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    expect(await focused(page)).toMatchObject({ inDialog: true, inShadowRoot: true })
    expect(await button.getAttribute('aria-expanded')).toBe('true')
  })

  test('Escape closes the modal and focus returns to the ConnectButton', async () => {
    const { page } = session
    await openPlayground(page)
    await connectButton(page).focus()
    await page.keyboard.press('Enter')
    await dialog(page).waitFor()
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    expect(await focused(page)).toMatchObject({ name: 'Connect Wallet', inShadowRoot: false })
    expect(await connectButton(page).getAttribute('aria-expanded')).toBe('false')
  })

  test('the close button closes the modal and focus returns to the ConnectButton', async () => {
    const { page } = session
    await openPlayground(page)
    await connectButton(page).click()
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await dialog(page).waitFor({ state: 'detached' })
    expect(await focused(page)).toMatchObject({ name: 'Connect Wallet' })
  })

  test('a press on the overlay outside the dialog closes the modal', async () => {
    const { page } = session
    await openPlayground(page)
    await connectButton(page).click()
    await dialog(page).waitFor()
    // A press in the first moments after opening is taken for the opener's double-click; then it closes.
    await page.locator('[data-foyer-overlay][data-armed]').waitFor()
    await page.mouse.click(4, 4)
    await dialog(page).waitFor({ state: 'detached' })
  })

  test('a double-click on Connect Wallet leaves the modal open', async () => {
    const { page } = session
    await openPlayground(page)
    await connectButton(page).dblclick()
    await page.getByRole('dialog', { name: 'Connect Wallet' }).waitFor()
    expect(await connectButton(page).getAttribute('aria-expanded')).toBe('true')
    // Again once the shell is there: its dialog shows in the frame of the first press.
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    await connectButton(page).dblclick()
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await connectButton(page).getAttribute('aria-expanded')).toBe('true')
  })

  test('a press that starts inside the dialog and ends on the backdrop does not close it', async () => {
    const { page } = session
    await openPlayground(page)
    await connectButton(page).click()
    const heading = page.getByRole('dialog', { name: 'Connect Wallet' }).locator('h2')
    await page.locator('[data-foyer-overlay][data-armed]').waitFor()
    const box = await heading.boundingBox()
    if (!box) throw new Error('no heading box')
    await page.mouse.move(box.x + 4, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(4, 4, { steps: 4 })
    await page.mouse.up()
    // Two frames for a close to have shown, if one had been asked for.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
    expect(await dialog(page).isVisible()).toBe(true)
    expect(await connectButton(page).getAttribute('aria-expanded')).toBe('true')
  })

  test('a press inside the dialog does not close it', async () => {
    const { page } = session
    await openExampleView(session.page)
    await dialog(page).locator('h2').click()
    await page.getByRole('textbox', { name: 'Your name' }).click()
    expect(await dialog(page).isVisible()).toBe(true)
  })

  test('while the kernel loads, the page-load dialog stands in, named and busy; the shell draws its own once the view is there', async () => {
    const { page } = session
    const release = await holdKernelChunk(page)
    await openPlayground(page)
    await connectButton(page).click()
    await pendingDialog(page).waitFor()
    expect(await pendingDialog(page).getAttribute('aria-busy')).toBe('true')
    expect(await connectButton(page).getAttribute('aria-expanded')).toBe('true')
    // The shell is there (its host on the page) but draws no dialog of its own without the kernel: one dialog, no spinner first.
    await page.locator('foyer-modal').waitFor({ state: 'attached' })
    expect(await dialog(page).count()).toBe(0)
    release()
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    await pendingDialog(page).waitFor({ state: 'detached' })
    expect(await focused(page)).toMatchObject({ inDialog: true })
  })

  test('before the shell’s code arrives, page-load code already shows the dialog, named and busy', async () => {
    const { page } = session
    const release = await holdShellChunk(page)
    await openPlayground(page)
    await connectButton(page).click()
    await pendingDialog(page).waitFor()
    expect(await pendingDialog(page).getAttribute('aria-label')).toBe('Connect Wallet')
    expect(await pendingDialog(page).getAttribute('aria-busy')).toBe('true')
    release()
    await dialog(page).waitFor()
    await pendingDialog(page).waitFor({ state: 'detached' })
  })

  test('Escape on that first dialog closes the modal for good', async () => {
    const { page } = session
    const release = await holdShellChunk(page)
    await openPlayground(page)
    await connectButton(page).focus()
    await page.keyboard.press('Enter')
    await pendingDialog(page).waitFor()
    await page.keyboard.press('Escape')
    await pendingDialog(page).waitFor({ state: 'detached' })
    release()
    await page.waitForTimeout(300)
    expect(await dialog(page).count()).toBe(0)
    expect(await connectButton(page).getAttribute('aria-expanded')).toBe('false')
  })

  test('Escape while the modal is still loading closes it for good', async () => {
    const { page } = session
    const release = await holdKernelChunk(page)
    await openPlayground(page)
    await connectButton(page).focus()
    await page.keyboard.press('Enter')
    await pendingDialog(page).waitFor()
    await page.keyboard.press('Escape')
    await pendingDialog(page).waitFor({ state: 'detached' })
    expect(await focused(page)).toMatchObject({ name: 'Connect Wallet' })
    release()
    await page.waitForLoadState('networkidle')
    expect(await dialog(page).count()).toBe(0)
    expect(await pendingDialog(page).count()).toBe(0)
    expect(await focused(page)).toMatchObject({ name: 'Connect Wallet' })
  })
})

describe('toasts', () => {
  test("a plugin's toast shows in a live region inside the dialog", async () => {
    const { page } = session
    await openExampleView(session.page)
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ada')
    await page.keyboard.press('Enter')
    const status = dialog(page).getByRole('status')
    await status.getByText('Greeted Ada').waitFor()
    expect(await status.getAttribute('aria-live')).toBe('polite')
  })
})

describe('alerts', () => {
  test('a kernel alert (no project id) shows in the dialog as an alert', async () => {
    const { page } = session
    await page.route(/\/world\.json$/, async (route) => {
      const world = await (await route.fetch()).json()
      await route.fulfill({ json: { ...world, projectId: '' } })
    })
    await openPlayground(page)
    await connectButton(page).click()
    await dialog(page).getByRole('alert').getByText('Wallet connection is not set up for this site yet.').waitFor()
  })
})
