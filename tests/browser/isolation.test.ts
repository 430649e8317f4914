// The modal's look is its own: SPEC §9's sizes, and a host page's CSS (however aggressive) does not
// reach inside its shadow root.
import type { Page } from 'playwright-core'
import { describe, expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, pendingDialog, useBrowser } from './browser.js'
import { holdShellChunk } from './playground.js'

const session = useBrowser()

/** Opens the modal on the Connect view, motion off so that nothing is caught mid-animation. */
async function openModal(page: Page) {
  await connectButton(page).click()
  await dialog(page).locator('.foyer-view button').first().waitFor()
}

async function closeModal(page: Page) {
  await page.keyboard.press('Escape')
  await dialog(page).waitFor({ state: 'detached' })
}

describe('SPEC §9 display constants', () => {
  test('the dialog is 360 px wide, with font-size master 10px and border-radius master 4px, at z-index 999', async () => {
    const { page } = session
    await page.setViewportSize({ width: 1280, height: 800 })
    await openPlayground(page)
    await openModal(page)
    const measured = await dialog(page).evaluate((element) => {
      const style = getComputedStyle(element)
      const title = element.querySelector('h2') as Element
      const host = (element.getRootNode() as ShadowRoot).host
      return {
        width: style.width,
        boxWidth: element.getBoundingClientRect().width,
        fontSizeMaster: style.getPropertyValue('--foyer-font-size-master').trim(),
        borderRadiusMaster: style.getPropertyValue('--foyer-border-radius-master').trim(),
        // What the masters give: the title at 1.6 times the font master, the card's corners at 7 radius masters.
        titleFontSize: getComputedStyle(title).fontSize,
        borderRadius: style.borderTopLeftRadius,
        hostTag: host.tagName.toLowerCase(),
        hostZIndex: getComputedStyle(host).zIndex,
        hostPosition: getComputedStyle(host).position,
      }
    })
    expect(measured).toEqual({
      width: '360px',
      boxWidth: 360,
      fontSizeMaster: '10px',
      borderRadiusMaster: '4px',
      titleFontSize: '16px',
      borderRadius: '28px',
      hostTag: 'foyer-modal',
      hostZIndex: '999',
      hostPosition: 'fixed',
    })
  })

  test('before the shell arrives, the dialog page-load code draws is 360 px wide at z-index 999 too', async () => {
    const { page } = session
    const release = await holdShellChunk(page)
    await openPlayground(page)
    await connectButton(page).click()
    await pendingDialog(page).waitFor()
    const measured = await pendingDialog(page).evaluate((element) => {
      const host = (element.getRootNode() as ShadowRoot).host
      return { width: getComputedStyle(element).width, hostZIndex: getComputedStyle(host).zIndex }
    })
    release()
    expect(measured).toEqual({ width: '360px', hostZIndex: '999' })
  })
})

/** Global rules a careless or hostile page might have: resets, `*` with !important, tag and role rules. */
const hostileCss = `
  html { font-size: 40px; }
  body { font: italic 900 24px/5 serif; word-spacing: 12px; text-align: right; cursor: wait; }
  * {
    font-family: 'Comic Sans MS', cursive !important; color: red !important; font-size: 30px !important;
    letter-spacing: 4px; text-transform: uppercase; line-height: 3; font-style: oblique; font-weight: 100;
    text-shadow: 2px 2px lime; text-decoration: underline; white-space: pre; word-spacing: 20px;
    text-indent: 30px; visibility: visible; box-sizing: content-box !important; margin: 13px; padding: 13px;
  }
  div, span, p, ul, li { border: 3px dashed blue !important; width: 900px; background: yellow !important; }
  button, input, a { all: unset; background: red !important; border-radius: 0 !important; width: 500px !important; }
  h1, h2, h3 { font-size: 60px !important; margin: 40px !important; }
  img, svg { width: 200px !important; height: 200px !important; filter: invert(1); }
  [role='dialog'], [aria-modal='true'] { width: 100px !important; border-radius: 0 !important; }
  .foyer-dialog, .foyer-root, .foyer-title { display: none !important; }
`

const inheritedAndBox = [
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'color',
  'background-color',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-decoration-line',
  'text-shadow',
  'text-indent',
  'text-align',
  'white-space',
  'line-height',
  'cursor',
  'visibility',
  'box-sizing',
  'margin-top',
  'padding-top',
  'border-top-style',
  'border-top-left-radius',
  'width',
  'display',
  'filter',
] as const

/** The computed styles of the dialog, its title, its buttons and its rows, and of the host element's box. */
function snapshotStyles(page: Page) {
  return dialog(page).evaluate((element, properties) => {
    const pick = (target: Element) => {
      const style = getComputedStyle(target)
      return Object.fromEntries(properties.map((property) => [property, style.getPropertyValue(property)]))
    }
    const selectors = ['.foyer-dialog', '.foyer-title', '.foyer-header button', '.foyer-body-inner', '.foyer-view']
    const styles: Record<string, Record<string, string>> = {}
    for (const selector of selectors) {
      const target = element.matches(selector) ? element : element.querySelector(selector)
      if (target) styles[selector] = pick(target)
    }
    element.querySelectorAll('.foyer-view button, .foyer-view img, .foyer-view span').forEach((target, index) => {
      if (index < 12) styles[`view item ${index}`] = pick(target)
    })
    const host = (element.getRootNode() as ShadowRoot).host
    const hostStyle = getComputedStyle(host)
    return {
      styles,
      host: { zIndex: hostStyle.zIndex, position: hostStyle.position },
      dialogBox: { width: element.getBoundingClientRect().width },
    }
  }, inheritedAndBox)
}

describe('shadow root isolation', () => {
  test("aggressive host-page CSS changes none of the dialog's computed styles", async () => {
    const { page } = session
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.setViewportSize({ width: 1280, height: 800 })
    await openPlayground(page)
    await openModal(page)
    const before = await snapshotStyles(page)
    await closeModal(page)

    await page.addStyleTag({ content: hostileCss })
    // The rules do reach the page itself, so they are live.
    expect(await connectButton(page).evaluate((button) => getComputedStyle(button).color)).toBe('rgb(255, 0, 0)')
    await openModal(page)
    const after = await snapshotStyles(page)

    expect(Object.keys(before.styles).length).toBeGreaterThan(5)
    expect(before.dialogBox.width).toBe(360)
    expect(after).toEqual(before)
    expect(await dialog(page).isVisible()).toBe(true)
  })
})
