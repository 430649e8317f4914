import { expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'

// A visitor who comes back: the page loads again in the same browser, with what the first visit stored.

const session = useBrowser()

/** From the next page load on, notes each time a "Loading wallets" spinner is put into the page or the modal. */
const countWalletSpinners = () =>
  session.page.addInitScript(() => {
    const seen: number[] = []
    ;(window as unknown as { walletSpinners: number[] }).walletSpinners = seen
    const watch = (root: Node) =>
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof Element)
              for (const element of [node, ...node.querySelectorAll('[aria-label]')])
                if (element.getAttribute('aria-label') === 'Loading wallets') seen.push(performance.now())
      }).observe(root, { childList: true, subtree: true })
    watch(document)
    const attachShadow = Element.prototype.attachShadow
    Element.prototype.attachShadow = function (init) {
      const root = attachShadow.call(this, init)
      watch(root)
      return root
    }
  })

test("a returning visitor's Connect view draws the stored wallets in its first render, and the directory is asked again after it", async () => {
  const { page } = session
  await openPlayground(page)
  await connectButton(page).click()
  await dialog(page)
    .getByRole('button', { name: /^Nimbus Loop/ })
    .waitFor() // the directory's answer, now stored
  let asked = 0
  await page.route(/\/getWallets\?/, () => {
    asked++ // held: this visit's answer never comes
  })
  await countWalletSpinners()
  await page.reload()
  // The modal's code and the installed wallets are there before the click (prefetch on idle), so all the view
  // could wait for is its methods' code (email, socials), which the kernel loads before it shows the view.
  await page.getByRole('combobox', { name: 'Prefetch' }).selectOption('idle')
  await page.waitForLoadState('networkidle')
  await connectButton(page).click()
  await dialog(page)
    .getByRole('button', { name: /^Nimbus Loop/ })
    .waitFor()
  expect(await page.evaluate(() => (window as unknown as { walletSpinners: number[] }).walletSpinners)).toEqual([])
  await expect.poll(() => asked, { message: 'the directory asked again, for the next visit' }).toBeGreaterThan(0)
})
