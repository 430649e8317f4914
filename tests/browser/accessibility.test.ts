import { describe, expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { openExampleView } from './playground.js'

const session = useBrowser()

describe('accessibility', () => {
  test('axe finds no violations on the page with the modal closed', async () => {
    await openPlayground(session.page)
    expect((await runAxe(session.page)).violations).toEqual([])
  })

  test('axe finds no violations with the modal open, and scans inside its shadow root', async () => {
    const { page } = session
    await openPlayground(page)
    await connectButton(page).click()
    await dialog(page).waitFor()
    await dialog(page).locator('h2:not(:has(.foyer-visually-hidden))').waitFor()
    const axe = await runAxe(page)
    expect(axe.violations).toEqual([])
    expect(axe.shadowTargets.length).toBeGreaterThan(0)
  })

  test('axe reports a problem planted inside the shadow root (so it really looks there)', async () => {
    const { page } = session
    await openExampleView(session.page)
    await dialog(page).evaluate((element) => {
      const unnamed = document.createElement('button')
      unnamed.id = 'planted'
      element.append(unnamed)
    })
    const { violations } = await runAxe(page)
    expect(violations).toContainEqual(expect.objectContaining({ rule: 'button-name' }))
  })

  test('axe finds no violations in the example plugin view', async () => {
    await openExampleView(session.page)
    const axe = await runAxe(session.page)
    expect(axe.violations).toEqual([])
  })
})
