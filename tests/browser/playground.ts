import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { focused, openPlayground } from './browser.js'

/** Opens the example plugin's view (several controls) from the playground's button. */
export async function openExampleView(page: Page): Promise<void> {
  await openPlayground(page)
  await page.getByRole('button', { name: "Open the example plugin's view" }).click()
  await page.getByRole('textbox', { name: 'Your name' }).waitFor()
}

/** Holds the chunks whose file names match until the returned function is called. */
async function holdChunk(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => undefined as void
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(pattern, async (route) => {
    await held
    await route.continue()
  })
  return release
}

/** Holds the kernel's chunk, to see the modal while it loads. */
export const holdKernelChunk = (page: Page) => holdChunk(page, /createKernel-[^/]*\.js$/)

/** Holds the shell's chunk, to see what page-load code draws before it. */
export const holdShellChunk = (page: Page) => holdChunk(page, /Shell-[^/]*\.js$/)

/** The names of the controls that `count` presses of `key` reach; each must be inside the dialog. */
export async function tabOrder(page: Page, count: number, key: 'Tab' | 'Shift+Tab'): Promise<string[]> {
  const names: string[] = []
  for (let index = 0; index < count; index++) {
    await page.keyboard.press(key)
    const element = await focused(page)
    expect(element?.inDialog, `focus left the dialog after ${names.join(' → ')}`).toBe(true)
    names.push(element?.name ?? '')
  }
  return names
}

/**
 * Runs `change` (a click on one of the playground's switches) and waits for the Foyer instance it makes: the
 * playground writes a remote switch to the world first, so the old instance's button is still there meanwhile.
 */
export async function changeInstance(page: Page, change: () => Promise<void>): Promise<void> {
  const before = await page.evaluateHandle(() => (window as { __foyer?: unknown }).__foyer)
  await change()
  await page.waitForFunction((old) => (window as { __foyer?: unknown }).__foyer !== old, before)
  await before.dispose()
}
