import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { launchChromium } from '../chromium.mjs'
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from 'vitest'

import { isLocal, watchRequests } from '../outbound.js'

export { isLocal }

export interface BrowserSession {
  context: BrowserContext
  page: Page
  /** Every request (HTTP or WebSocket) to a host that is not this machine. */
  outbound: string[]
  /** Every request the page made, in order. */
  requests: string[]
}

/**
 * Registers the hooks of a browser test file: one Chromium per file, a fresh context per test, and
 * a check after each test that fails it when any request tried to leave the machine.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined
  const session = { outbound: [], requests: [] } as unknown as BrowserSession
  beforeAll(async () => {
    browser = await launchChromium()
  })
  afterAll(async () => {
    await browser?.close()
  })
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start')
    await resetWorld()
    const context = await browser.newContext({ baseURL: inject('playgroundUrl') })
    const { outbound, requests } = watchRequests(context)
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    Object.assign(session, { context, page, outbound, requests })
  })
  afterEach(async () => {
    await session.context?.close()
    expect(session.outbound, 'requests that tried to leave the machine').toEqual([])
  })
  return session
}

/** Puts the world (chains, data API switches and records) back to its seeded state. */
export async function resetWorld(): Promise<void> {
  const response = await fetch(`${inject('playgroundUrl')}/__world/reset`, { method: 'POST' })
  if (!response.ok) throw new Error(`world reset failed: ${response.status} ${await response.text()}`)
}

/** Opens the playground and waits for its ConnectButton. */
export async function openPlayground(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await connectButton(page).waitFor()
}

export const connectButton = (page: Page) => page.locator('button[data-foyer-connect]')

/**
 * The modal's dialog, drawn by the shell (Playwright's CSS and role locators pierce open shadow roots).
 * The page-load placeholder that shows until the shell's code is there is `pendingDialog`.
 */
export const dialog = (page: Page) => page.locator('foyer-modal').getByRole('dialog')
export const pendingDialog = (page: Page) => page.locator('foyer-pending').getByRole('dialog')

export interface FocusedElement {
  tag: string
  /** aria-label, else its label's text, else its text. */
  name: string
  /** Inside (or being) the Foyer dialog. */
  inDialog: boolean
  /** Inside Foyer's shadow root. */
  inShadowRoot: boolean
}

/** The focused element, looking through open shadow roots; null when focus is on the body. */
export function focused(page: Page): Promise<FocusedElement | null> {
  return page.evaluate(() => {
    let element = document.activeElement
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement
    if (!element || element === document.body) return null
    return {
      tag: element.tagName.toLowerCase(),
      name: (
        element.getAttribute('aria-label') ??
        (element as HTMLInputElement).labels?.[0]?.textContent ??
        element.textContent ??
        ''
      ).trim(),
      inDialog: element.closest('[role="dialog"]') !== null,
      inShadowRoot: element.getRootNode() instanceof ShadowRoot,
    }
  })
}

/** Runs axe on the page; open shadow roots are part of what axe scans. */
export async function runAxe(page: Page) {
  const results = await new AxeBuilder({ page }).analyze()
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => JSON.stringify(node.target)),
  }))
  /** Targets axe checked inside a shadow root (a shadow target is a nested selector list). */
  const shadowTargets = [...results.passes, ...results.incomplete]
    .flatMap((rule) => rule.nodes.map((node) => node.target))
    .filter((target) => Array.isArray(target[0]))
  return { violations, shadowTargets, results }
}
