import { expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'

const session = useBrowser()

/**
 * Watches the modal frame by frame from now on: once `drawn` (a selector inside the dialog) is there with
 * nothing loading, counts the frames (of the next eight) in which an animation of a finite length is
 * running inside the dialog (spinners turn forever and are not counted). Each look is taken just after the
 * frame was drawn (a task queued from requestAnimationFrame), so it sees what the visitor saw.
 */
const watchFirstFrames = (drawn: string) =>
  session.page.evaluate((selector) => {
    const busy = '.foyer-loading, [aria-busy="true"]'
    return new Promise<number>((resolve) => {
      let seen = 0
      let animated = 0
      const tick = () => {
        const root = document.querySelector('foyer-modal')?.shadowRoot
        const box = root?.querySelector('[role="dialog"]')
        if (box?.querySelector(selector) && !box.querySelector(busy)) {
          seen++
          const running = box
            .getAnimations({ subtree: true })
            .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity)
          if (running.length > 0) animated++
          if (seen === 8) return resolve(animated)
        }
        requestAnimationFrame(() => setTimeout(tick))
      }
      requestAnimationFrame(() => setTimeout(tick))
    })
  }, drawn)

test('the first view of an open appears at once; the next view animates in', async () => {
  const { page } = session
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await openPlayground(page)
  const first = watchFirstFrames('.foyer-view li')
  await connectButton(page).click()
  expect(await first, 'frames of the Connect view with an animation running').toBe(0)

  const next = watchFirstFrames('input[type="search"]')
  await dialog(page)
    .getByRole('button', { name: /All Wallets/ })
    .click()
  expect(await next, 'frames of All Wallets with an animation running').toBeGreaterThan(0)
})
