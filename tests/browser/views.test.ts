import { describe, expect, test } from 'vitest'
import { dialog, focused, useBrowser } from './browser.js'
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

  test('a view titled by a function of its params names the dialog with it', async () => {
    const { page } = session
    await openExampleView(page)
    await page.getByRole('textbox', { name: 'Your name' }).fill('Grace')
    await page.getByRole('button', { name: 'Greet' }).click()
    await page.getByRole('dialog', { name: 'Hello, Grace' }).waitFor()
  })
})
