import { AxeBuilder } from '@axe-core/playwright'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { launchChromium } from '../chromium.mjs'
import { chooseTestWallet } from '../chooseTestWallet.mjs'
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
  /** The page's console warnings and errors and its uncaught errors, in order (printed when a test fails). */
  console: string[]
}

export interface UseBrowserOptions {
  /** Also print the relay's last log lines when a test fails (WalletConnect tests). */
  relayLog?: boolean
  /** Each test's context is made with these too (a phone's viewport, touch and user agent). */
  context?: BrowserContextOptions
}

let chromium: Promise<Browser> | undefined

/**
 * One Chromium for the worker, as Playwright's own runner does: the browser project's worker runs every file
 * (vitest.config.ts), and each test has its own context. Launched again when it has gone; Playwright ends it
 * when the worker exits.
 */
async function sharedChromium(): Promise<Browser> {
  const running = await chromium?.catch(() => undefined)
  if (running?.isConnected()) return running
  chromium = launchChromium()
  return chromium
}

/**
 * Registers the hooks of a browser test file: the worker's Chromium, a fresh context per test, and
 * a check after each test that fails it when any request tried to leave the machine. When a test fails,
 * what the page showed and logged is printed, so a failure seen once in CI can be read afterwards.
 */
export function useBrowser(options: UseBrowserOptions = {}): BrowserSession {
  let browser: Browser | undefined
  const session = { outbound: [], requests: [], console: [] } as unknown as BrowserSession
  beforeAll(async () => {
    browser = await sharedChromium()
  })
  afterAll(async () => {
    // A context a test left open (its afterEach did not run) goes with its file.
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? [])
  })
  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start')
    await resetWorld()
    const context = await browser.newContext({ ...options.context, baseURL: inject('playgroundUrl') })
    const { outbound, requests } = watchRequests(context)
    context.setDefaultTimeout(10_000)
    const page = await context.newPage()
    const logged = watchConsole(page)
    Object.assign(session, { context, page, outbound, requests, console: logged })
  })
  afterEach(async ({ task }) => {
    if (task.result?.state === 'fail') await printDiagnostics(task.name, session, options)
    await session.context?.close()
    expect(session.outbound, 'requests that tried to leave the machine').toEqual([])
  })
  return session
}

/** The time of day (UTC, to the millisecond), as the relay's log has it. */
const stamp = () => new Date().toISOString().slice(11, 23)

/** Collects the page's console warnings and errors and its uncaught errors, each with the time it came. */
function watchConsole(page: Page): string[] {
  const lines: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      lines.push(`${stamp()} console.${message.type()}: ${message.text()}`)
    }
  })
  page.on('pageerror', (error) => lines.push(`${stamp()} uncaught: ${error.stack ?? error.message}`))
  return lines
}

/** What a failing test's page showed (the dialog's accessibility tree), logged, and (optionally) the relay's last lines. */
async function printDiagnostics(name: string, session: BrowserSession, options: UseBrowserOptions) {
  const read = <T>(promise: Promise<T>) =>
    promise.catch((error: unknown) => `(could not read: ${(error as Error).message.split('\n')[0]})`)
  const shown = await read(dialog(session.page).ariaSnapshot({ timeout: 1_000 }))
  const lines = [
    `[diagnostics] "${name}" failed at ${stamp()}`,
    '  dialog (its accessibility tree):',
    ...String(shown)
      .split('\n')
      .slice(0, 40)
      .map((line) => `    ${line}`),
    `  page console (${session.console.length}):`,
    ...session.console.slice(-40).map((line) => `    ${line.slice(0, 400)}`),
  ]
  if (options.relayLog) {
    const log = await read(fetch(`${inject('playgroundUrl')}/__world/relay/log.json`).then((r) => r.json()))
    const recent = Array.isArray(log) ? (log as string[]).slice(-60) : [String(log)]
    lines.push(`  relay log (last ${recent.length}):`, ...recent.map((line) => `    ${line.slice(0, 300)}`))
  }
  console.error(lines.join('\n'))
}

/**
 * Runs one of the world's actions on the playground's server (globalSetup.ts): `reset`, `relay/restart`,
 * `chain/1/stop` and `start`, `frame/stop` and `start`. Throws unless it was done.
 */
export async function worldAction(action: string): Promise<void> {
  const response = await fetch(`${inject('playgroundUrl')}/__world/${action}`, { method: 'POST' })
  if (!response.ok) throw new Error(`world ${action} failed: ${response.status} ${await response.text()}`)
}

/** Puts the world (chains, data API switches and records) back to its seeded state. */
export const resetWorld = () => worldAction('reset')

/** Opens the playground and waits for its ConnectButton. */
export async function openPlayground(page: Page, path = '/'): Promise<void> {
  await page.goto(path)
  await connectButton(page).waitFor()
}

/**
 * The toast the modal showed last, read from the app's instance (the playground's `window.__foyer`), where it stays
 * after it hides. A toast is on screen for 2.5 s only, and on a loaded machine the test's next look can come later;
 * that a toast is drawn in the dialog's live region is modal.test.ts's to show.
 */
export async function expectToast(page: Page, variant: 'success' | 'error', message: string): Promise<void> {
  const lastToast = () =>
    page.evaluate(
      () => (window as unknown as { __foyer: { getState(): { toast?: unknown } } }).__foyer.getState().toast ?? null,
    )
  await expect.poll(lastToast).toMatchObject({ variant, message })
}

export const connectButton = (page: Page) => page.locator('button[data-foyer-connect]')

/**
 * The modal's dialog, drawn by the shell (Playwright's CSS and role locators pierce open shadow roots).
 * The page-load placeholder that shows until the shell's code is there is `pendingDialog`.
 */
export const dialog = (page: Page) => page.locator('foyer-modal').getByRole('dialog')
export const pendingDialog = (page: Page) => page.locator('foyer-pending').getByRole('dialog')

/**
 * Connects the injected test wallet from the Connect view; waits for the button to name its account
 * (a pattern where the account's name may or may not have arrived yet).
 */
export async function connectTestWallet(page: Page, account: string | RegExp = '0xf3…b92266'): Promise<void> {
  await connectButton(page).click()
  await chooseTestWallet(page)
  const shown = expect.poll(() => connectButton(page).textContent(), { timeout: 10_000 })
  await (typeof account === 'string' ? shown.toBe(account) : shown.toMatch(account))
}

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

/** Runs axe on the settled page (no fade under way: fading text has no contrast yet); open shadow roots are part of what axe scans. */
export async function runAxe(page: Page) {
  // Axe reads text mid-fade as low contrast. Under reduced motion (which the theme honours) every fade
  // ends at once; two frames later the page is drawn in its settled state.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(undefined)))),
  )
  const results = await new AxeBuilder({ page }).analyze().finally(() => page.emulateMedia({ reducedMotion: null }))
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
