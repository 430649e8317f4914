import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { connectButton, dialog, openPlayground, pendingDialog, runAxe, useBrowser } from './browser.js'
import { holdShellChunk } from './playground.js'
import { type StaticServer, startStaticServer } from './staticServer.js'

// DESIGN rule 10: the modal works on a site whose CSP refuses inline style and eval.
const session = useBrowser()
const policy = "style-src 'self'; script-src 'self'"
const nonce = 'dGVzdC1ub25jZQ=='
const servers: { strict?: StaticServer; nonced?: StaticServer } = {}

// The built playground again, served with a policy on every response: the strict one, and the same naming a nonce.
beforeAll(async () => {
  const dist = fileURLToPath(new URL('../../playground/dist', import.meta.url))
  const world = JSON.stringify(inject('world'))
  const serve = (csp: string) =>
    startStaticServer(dist, new Map([['/world.json', () => world]]), new Map(), { 'content-security-policy': csp })
  servers.strict = await serve(policy)
  servers.nonced = await serve(`style-src 'self' 'nonce-${nonce}'; script-src 'self'`)
})
afterAll(async () => {
  await servers.strict?.close()
  await servers.nonced?.close()
})

/** Opens the playground under a policy and records every violation the page reports. */
async function openUnderPolicy(page: Page, url = `${servers.strict?.url}/`) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener(
      'securitypolicyviolation',
      (event) => seen.push(`${event.violatedDirective} ${event.sample}`),
      true,
    )
  })
  await openPlayground(page, url)
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)

/** The computed look of the first element matching `selector` in a Foyer shadow root. */
function look(page: Page, host: string, selector: string) {
  return page.evaluate(
    ([hostName, inner]) => {
      const element = document.querySelector(hostName)?.shadowRoot?.querySelector(inner)
      if (!element) return null
      const style = getComputedStyle(element)
      return {
        background: style.backgroundColor,
        radius: style.borderTopLeftRadius,
        width: element.getBoundingClientRect().width,
      }
    },
    [host, selector] as const,
  )
}

describe("under the CSP style-src 'self'; script-src 'self'", () => {
  test('the dialog has its card, backdrop and layout, with no violation and nothing for axe', async () => {
    const { page } = session
    await openUnderPolicy(page)
    await connectButton(page).click()
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    const card = await look(page, 'foyer-modal', '.foyer-dialog')
    expect(card?.background).not.toBe('rgba(0, 0, 0, 0)')
    expect(card?.radius).not.toBe('0px')
    expect(card?.width).toBeGreaterThan(300)
    expect(card?.width).toBeLessThan(500)
    expect((await look(page, 'foyer-modal', '.foyer-overlay'))?.background).not.toBe('rgba(0, 0, 0, 0)')
    expect(await violations(page)).toEqual([])
    expect((await runAxe(page)).violations).toEqual([])
  })

  test('All Wallets, connecting and the Account view with its tabs draw with no violation', async () => {
    const { page } = session
    await openUnderPolicy(page, `${servers.strict?.url}/?wallets=evm`)
    await connectButton(page).click()
    await dialog(page)
      .getByRole('button', { name: /^All Wallets/ })
      .click()
    await dialog(page).getByRole('list', { name: 'All wallets' }).getByRole('button').first().waitFor()
    await dialog(page).getByRole('button', { name: 'Back' }).click()
    await dialog(page)
      .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
      .first()
      .click()
    await dialog(page).waitFor({ state: 'detached' })
    await connectButton(page).click()
    await dialog(page)
      .getByRole('heading', { name: 'Account' })
      .or(dialog(page).getByTestId('account-address'))
      .first()
      .waitFor()
    await dialog(page).getByRole('tab', { name: 'NFTs' }).click()
    await dialog(page).getByRole('list', { name: 'NFTs' }).waitFor()
    expect(await violations(page)).toEqual([])
  })

  test('the first frame, drawn by page-load code before the shell arrives, is styled too', async () => {
    const { page } = session
    const release = await holdShellChunk(page)
    await openUnderPolicy(page)
    await connectButton(page).click()
    await pendingDialog(page).waitFor()
    const card = await look(page, 'foyer-pending', '[role="dialog"]')
    expect(card).toMatchObject({ radius: '28px', width: 360 })
    expect(card?.background).not.toBe('rgba(0, 0, 0, 0)')
    release()
    await dialog(page).waitFor()
    expect(await violations(page)).toEqual([])
  })

  test('on a browser without constructed stylesheets, the <style> fallback carries the nonce option', async () => {
    const { page } = session
    await page.addInitScript(() => {
      // As on a browser that predates adoptedStyleSheets.
      delete (ShadowRoot.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets
    })
    await openUnderPolicy(page, `${servers.nonced?.url}/?nonce=${encodeURIComponent(nonce)}`)
    await connectButton(page).click()
    await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
    const card = await look(page, 'foyer-modal', '.foyer-dialog')
    expect(card?.background).not.toBe('rgba(0, 0, 0, 0)')
    expect(card?.width).toBeGreaterThan(300)
    expect(
      await page.evaluate(() => document.querySelector('foyer-modal')?.shadowRoot?.querySelector('style')?.nonce),
    ).toBe(nonce)
    expect(await violations(page)).toEqual([])
  })
})
