import { describe, expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import { frameControl, logInByEmail } from './embeddedWallet.js'

const session = useBrowser()

describe('theme', () => {
  test('the dark theme mode colours the dialog', async () => {
    const { page } = session
    await openPlayground(page)
    const background = async () => {
      await connectButton(page).click()
      await dialog(page).waitFor()
      const color = await dialog(page).evaluate((element) => getComputedStyle(element).backgroundColor)
      await page.keyboard.press('Escape')
      await dialog(page).waitFor({ state: 'detached' })
      return color
    }
    expect(await background()).toBe('rgb(255, 255, 255)')
    await page.getByRole('combobox', { name: 'Theme mode' }).selectOption('dark')
    expect(await background()).toBe('rgb(28, 29, 34)')
  })
})

describe('the embedded-wallet frame', () => {
  /** The theme modes the frame was told (SYNC_THEME), and whether it took each. */
  const themesTold = async () =>
    (await frameControl().messages('SYNC_THEME')).map((record) => [
      (record.payload as { themeMode?: string }).themeMode,
      record.outcome,
    ])

  test('learns the app’s theme and dapp data when it starts, and the new theme after a switch', async () => {
    const { page } = session
    await openPlayground(page)
    await page.getByRole('combobox', { name: 'Theme mode' }).selectOption('dark')
    await logInByEmail(page, 'theme@example.org', { opened: true })
    expect(await themesTold()).toEqual([['dark', 'success']])
    expect((await frameControl().devices()).map((device) => device.dappData)).toEqual([
      expect.objectContaining({ sdkType: 'foyer', sdkVersion: expect.stringMatching(/\S/) }),
    ])
    // The playground makes a new Foyer for the new theme: its frame, restoring the login, is told light.
    await page.getByRole('combobox', { name: 'Theme mode' }).selectOption('light')
    await expect.poll(themesTold).toEqual([
      ['dark', 'success'],
      ['light', 'success'],
    ])
  })
})

describe('developer theme variables', () => {
  /** The open modal's accent (opened first when it is not open: the playground may have made a new Foyer). */
  const accent = async (page: Parameters<typeof openPlayground>[0]) => {
    if ((await dialog(page).count()) === 0) await connectButton(page).click()
    await dialog(page).waitFor()
    return dialog(page).evaluate((element) => getComputedStyle(element).getPropertyValue('--foyer-accent').trim())
  }

  test('an accent override reaches the modal', async () => {
    const { page } = session
    await openPlayground(page)
    await page.getByRole('combobox', { name: 'Accent colour' }).selectOption({ label: 'raspberry' })
    // The playground makes a new Foyer for the new theme: the modal shows it once that one has drawn.
    await expect.poll(() => accent(page)).toBe('#c2255c')
  })

  test('a value that would break out of its declaration is refused, with a warning', async () => {
    const { page } = session
    await openPlayground(page)
    await page.getByRole('combobox', { name: 'Accent colour' }).selectOption({ label: 'hostile (refused)' })
    expect(await accent(page)).toBe('#3352ff')
    expect(await dialog(page).isVisible()).toBe(true)
    await page.locator('[data-event="options:warning"]', { hasText: '--foyer-accent' }).waitFor()
  })
})

describe('motion', () => {
  // Read on the second view of an open: the first has none to come from, and appears at once (openAtOnce.test.ts).
  const timings = async (page: Parameters<typeof openPlayground>[0]) => {
    await openPlayground(page)
    await connectButton(page).click()
    await dialog(page)
      .getByRole('button', { name: /All Wallets/ })
      .click()
    await dialog(page).locator('.foyer-view input[type="search"]').waitFor()
    return dialog(page).evaluate((element) => {
      const style = (selector: string) => getComputedStyle(element.querySelector(selector) as Element)
      return {
        headerText: style('.foyer-title').animationDuration,
        height: style('.foyer-body').transitionDuration,
        view: style('.foyer-view').animationDuration,
      }
    })
  }

  test('header text, height and view transitions take 120, 150 and 150 ms', async () => {
    expect(await timings(session.page)).toEqual({ headerText: '0.12s', height: '0.15s', view: '0.15s' })
  })

  test('under prefers-reduced-motion they are off', async () => {
    await session.page.emulateMedia({ reducedMotion: 'reduce' })
    expect(await timings(session.page)).toEqual({ headerText: '0s', height: '0s', view: '0s' })
  })
})
