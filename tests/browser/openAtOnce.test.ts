import { expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'

const session = useBrowser()

/**
 * Watches the modal frame by frame from now on: once `drawn` (a selector inside the dialog) is there (with
 * nothing loading, when `settled`), counts the frames (of the next eight) in which an animation of a finite
 * length is running inside the dialog (spinners turn forever and are not counted). Each look is taken just after the
 * frame was drawn (a task queued from requestAnimationFrame), so it sees what the visitor saw. Also notes the
 * dialog's size and its title's opacity as each frame starts (in requestAnimationFrame, as the peers' bench
 * looks), for the frames where the view is there: a change means its first frame was not its final one.
 */
const watchFirstFrames = (drawn: string, settled: boolean) =>
  session.page.evaluate(
    ({ selector, settled }) => {
      const busy = '.foyer-loading, [aria-busy="true"]'
      const find = () => document.querySelector('foyer-modal')?.shadowRoot?.querySelector('[role="dialog"]')
      const ready = (box: Element | null | undefined): box is Element =>
        Boolean(box?.querySelector(selector) && !(settled && box.querySelector(busy)))
      return new Promise<{ animated: number; looks: string[] }>((resolve) => {
        let seen = 0
        let animated = 0
        const looks = new Set<string>()
        const tick = () => {
          const box = find()
          if (ready(box)) {
            seen++
            const running = box
              .getAnimations({ subtree: true })
              .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
            if (running.length > 0) animated++
            if (seen === 8) return resolve({ animated, looks: [...looks] })
          }
          requestAnimationFrame(frame)
        }
        const frame = () => {
          const box = find()
          if (ready(box)) {
            const { width, height } = box.getBoundingClientRect()
            const title = box.querySelector('.foyer-title')
            looks.add(`${width}x${height}, title opacity ${title ? getComputedStyle(title).opacity : 'none'}`)
          }
          setTimeout(tick)
        }
        requestAnimationFrame(frame)
      })
    },
    { selector: drawn, settled },
  )

test('the first view of an open appears at once; the next view animates in', async () => {
  const { page } = session
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await openPlayground(page)
  const first = watchFirstFrames('.foyer-view li', true)
  await connectButton(page).click()
  const opened = await first
  expect(opened.animated, 'frames of the Connect view with an animation running').toBe(0)
  expect(opened.looks, 'the dialog as each frame of the Connect view starts').toHaveLength(1)
  expect(opened.looks[0]).toMatch(/title opacity 1$/)

  // All Wallets once and back, so its code is there: on a slow machine the first visit's view can have finished
  // animating in (150 ms) around its spinner before the code came. Counted from the view's first frame, whether
  // its wallets are there yet or not.
  const allWallets = dialog(page).getByRole('button', { name: /All Wallets/ })
  await allWallets.click()
  await dialog(page).locator('input[type="search"]').waitFor()
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await dialog(page).getByRole('list', { name: 'Wallets' }).waitFor()
  const next = watchFirstFrames('input[type="search"]', false)
  await allWallets.click()
  expect((await next).animated, 'frames of All Wallets with an animation running').toBeGreaterThan(0)
})

test('a view whose code is there draws on its first frame: back to Connect shows no spinner on the way', async () => {
  const { page } = session
  await openPlayground(page)
  await connectButton(page).click()
  await dialog(page).locator('.foyer-view li').first().waitFor()
  await dialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  await dialog(page).locator('input[type="search"]').waitFor()
  // Every element added to the dialog from now on, as the visitor goes back: none may be a spinner.
  await page.evaluate(() => {
    const root = document.querySelector('foyer-modal')?.shadowRoot
    const busy = '.foyer-loading, [aria-busy="true"]'
    const seen: string[] = []
    Object.assign(window, { __spinners: seen })
    new MutationObserver((records) => {
      for (const record of records)
        for (const node of record.addedNodes)
          if (node instanceof Element && (node.matches(busy) || node.querySelector(busy))) seen.push(node.outerHTML)
    }).observe(root!, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-busy'] })
  })
  await dialog(page).getByRole('button', { name: 'Back' }).click()
  await dialog(page).getByRole('list', { name: 'Wallets' }).waitFor()
  expect(await page.evaluate(() => (window as unknown as { __spinners: string[] }).__spinners)).toEqual([])
})

test('a first view whose height is a fraction of a px keeps it: the dialog does not move a frame after it is drawn', async () => {
  const { page } = session
  await page.setViewportSize({ width: 1280, height: 1600 }) // the whole list fits: the dialog's height is its content's
  await openPlayground(page)
  await connectButton(page).click()
  await dialog(page).locator('.foyer-view li').first().waitFor()
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
  // Text lines make such heights (a 1.4 line height); here the body's content gets 0.4 px more, whatever it holds.
  await page.evaluate(() => {
    const root = document.querySelector('foyer-modal')?.shadowRoot
    const sheet = new CSSStyleSheet()
    sheet.replaceSync('.foyer-body-inner { padding-bottom: 0.4px; }')
    root?.adoptedStyleSheets.push(sheet)
  })
  const reopened = watchFirstFrames('.foyer-view li', true)
  await connectButton(page).click()
  const { looks } = await reopened
  expect(looks, 'the dialog as each frame of the Connect view starts').toHaveLength(1)
  expect(looks[0]).toMatch(/x\d+\.\d+, /)
})
