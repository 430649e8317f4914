import { describe, expect, test } from 'vitest'
import { connectButton, dialog, focused, openPlayground, pendingDialog, useBrowser } from './browser.js'
import { holdShellChunk, openExampleView, tabOrder } from './playground.js'

const session = useBrowser()

describe('focus and the page behind', () => {
  test('Tab loops forward within the dialog', async () => {
    await openExampleView(session.page)
    expect(await focused(session.page)).toMatchObject({ name: 'Your name', inDialog: true })
    const order = await tabOrder(session.page, 5, 'Tab')
    expect(order).toEqual(['Greet', 'Done', 'Close', 'Your name', 'Greet'])
  })

  test('Shift+Tab loops backward within the dialog', async () => {
    await openExampleView(session.page)
    const order = await tabOrder(session.page, 5, 'Shift+Tab')
    expect(order).toEqual(['Close', 'Done', 'Greet', 'Your name', 'Close'])
  })

  test('the page behind is inert while the modal is open, and exactly as before after', async () => {
    const { page } = session
    await openPlayground(page)
    await page.evaluate(() => {
      const already = document.createElement('div')
      already.id = 'already-inert'
      already.inert = true
      document.body.append(already)
    })
    const inert = () =>
      page.evaluate(() => ({
        root: document.getElementById('root')?.inert,
        already: document.getElementById('already-inert')?.inert,
      }))
    await connectButton(page).click()
    await dialog(page).waitFor()
    expect(await inert()).toEqual({ root: true, already: true })
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    expect(await inert()).toEqual({ root: false, already: true })
  })

  test('when a view change removes the focused control, focus moves to the first control of the new view', async () => {
    const { page } = session
    await openExampleView(session.page)
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ada')
    await page.keyboard.press('Enter')
    await page.getByRole('dialog', { name: 'Hello, Ada' }).waitFor()
    expect(await focused(page)).toMatchObject({ inDialog: true })
    await page.getByRole('button', { name: 'Close the modal' }).waitFor()
    expect(await focused(page)).toMatchObject({ name: 'Close the modal', inDialog: true })
  })

  test('Back returns to the previous view, and focus follows when the Back button goes away', async () => {
    const { page } = session
    await openExampleView(session.page)
    await page.getByRole('textbox', { name: 'Your name' }).fill('Ada')
    await page.getByRole('button', { name: 'Greet' }).click()
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await page.getByRole('dialog', { name: 'Example plugin' }).waitFor()
    expect(await dialog(page).getByRole('button', { name: 'Back' }).count()).toBe(0)
    expect(await focused(page)).toMatchObject({ name: 'Your name', inDialog: true })
  })

  test('going back from the first view closes the modal and focus returns to the opener', async () => {
    const { page } = session
    await openExampleView(session.page)
    await page.getByRole('button', { name: 'Done' }).click()
    await dialog(page).waitFor({ state: 'detached' })
    expect(await focused(page)).toMatchObject({ name: "Open the example plugin's view", inShadowRoot: false })
  })
})

describe('focus across opens', () => {
  test('on each of three opens focus goes into the dialog, and on each close back to the Connect button', async () => {
    const { page } = session
    await openPlayground(page)
    for (const round of [1, 2, 3]) {
      await connectButton(page).click()
      await dialog(page).waitFor()
      await expect.poll(() => focused(page), { message: `open ${round}` }).toMatchObject({ inDialog: true })
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })
      await expect
        .poll(() => focused(page), { message: `close ${round}` })
        .toMatchObject({ name: 'Connect Wallet', inShadowRoot: false })
    }
  })

  test('on the first open, focus is inside the dialog from its first frame, and back on the button after', async () => {
    const { page } = session
    const release = await holdShellChunk(page)
    await openPlayground(page)
    await connectButton(page).click()
    await pendingDialog(page).waitFor()
    expect(await focused(page)).toMatchObject({ inDialog: true, inShadowRoot: true })
    await page.keyboard.press('Tab')
    await page.keyboard.press('Shift+Tab')
    expect(await focused(page)).toMatchObject({ inDialog: true, inShadowRoot: true })
    release()
    await dialog(page).waitFor()
    expect(await focused(page)).toMatchObject({ inDialog: true, inShadowRoot: true })
    await page.keyboard.press('Escape')
    await dialog(page).waitFor({ state: 'detached' })
    expect(await focused(page)).toMatchObject({ name: 'Connect Wallet', inShadowRoot: false })
  })
})
