import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import { worldControl } from './world.js'

// The playground's example plugin is an app's plugin given as a manifest (playground/src/examplePlugin/manifest.ts):
// it loads on demand, as Foyer's own feature plugins do, and the project's remote config can switch it off.

const session = useBrowser()

/** Records every script the page fetches, with its text, to tell whether the plugin's code has come. */
function scripts(page: Page) {
  const bodies: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') bodies.push(response.text().catch(() => ''))
  })
  // Its setup's toast and its view's event: only the plugin's own code holds them.
  return async () => (await Promise.all(bodies)).some((text) => text.includes('example:greeted'))
}

const pluginState = (page: Page) =>
  page.evaluate(() => {
    const { plugins, pluginsOnDemand, features } = (
      window as unknown as {
        __foyer: {
          getState(): { plugins: string[]; pluginsOnDemand?: string[]; features?: Record<string, unknown> }
        }
      }
    ).__foyer.getState()
    return { loaded: plugins.includes('example'), offered: pluginsOnDemand?.includes('example'), features }
  })

async function openModal(page: Page) {
  await connectButton(page).click()
  await dialog(page).waitFor()
}

test("an app's manifest plugin is offered at first open, and its code is fetched only when its view is asked for", async () => {
  const { page } = session
  const fetched = scripts(page)
  await openPlayground(page)
  await openModal(page)
  await expect.poll(async () => (await pluginState(page)).offered).toBe(true)
  expect(await pluginState(page)).toMatchObject({ loaded: false })
  expect(await fetched()).toBe(false)

  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: "Open the example plugin's view" }).click()
  await page.getByRole('textbox', { name: 'Your name' }).waitFor()
  expect(await dialog(page).getByRole('heading', { name: 'Example plugin' }).count()).toBe(1)
  expect(await pluginState(page)).toMatchObject({ loaded: true })
  expect(await fetched()).toBe(true)
})

test("the project's remote config switching the app's plugin off withdraws it: no button, no view, no code", async () => {
  const { page } = session
  await worldControl('features', { id: 'example', isEnabled: false })
  const fetched = scripts(page)
  await openPlayground(page)
  await openModal(page)
  await expect.poll(async () => (await pluginState(page)).features?.example).toBe(false)
  // The plugins follow the features as the kernel syncs them (a step after the config's answer).
  await expect.poll(async () => (await pluginState(page)).offered).toBe(false)
  expect(await pluginState(page)).toMatchObject({ loaded: false })

  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: "Open the example plugin's view" }).click()
  // Its view is not there: the modal shows its first view instead (and `open` rejects with VIEW_NOT_FOUND).
  await dialog(page).getByRole('heading', { name: 'Connect Wallet' }).waitFor()
  expect(await page.getByRole('textbox', { name: 'Your name' }).count()).toBe(0)
  expect(await fetched()).toBe(false)
})
