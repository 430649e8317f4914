import { describe, expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import { openExampleView } from './playground.js'

const session = useBrowser()
const modalCode = /\/(Shell|createKernel)-[^/]*\.js$/
const pluginCode = /\/(connect|account|network)-[^/]*\.js$/

describe('the network', () => {
  test('nothing of the modal loads before the first click', async () => {
    const { page, requests } = session
    await openPlayground(page)
    await page.waitForLoadState('networkidle')
    expect(requests.filter((url) => /\/(Shell|createKernel)-/.test(url))).toEqual([])
    expect(requests.filter((url) => pluginCode.test(url))).toEqual([])
    await connectButton(page).click()
    await dialog(page).waitFor()
    expect(requests.filter((url) => /\/(Shell|createKernel)-/.test(url))).toHaveLength(2)
  })

  test("with prefetch on idle, the modal's code and the built-in plugins load before any click, no feature plugin", async () => {
    const { page, requests } = session
    await openPlayground(page)
    await page.getByRole('combobox', { name: 'Prefetch' }).selectOption('idle')
    await expect.poll(() => requests.filter((url) => modalCode.test(url))).toHaveLength(2)
    await expect.poll(() => requests.filter((url) => pluginCode.test(url))).toHaveLength(3)
    await page.waitForLoadState('networkidle')
    expect(requests.filter((url) => /\/(receive|ReceiveView)-[^/]*\.js$/.test(url))).toEqual([])
    expect(await dialog(page).count()).toBe(0)
  })

  test('a request to an outside host is caught (and here forgiven)', async () => {
    const { page, outbound } = session
    await openPlayground(page)
    await page.evaluate(() => fetch('https://example.com/probe').catch(() => undefined))
    await expect.poll(() => outbound).toEqual(['https://example.com/probe'])
    outbound.length = 0
  })

  test('opening the modal and its plugin view makes no request outside the machine', async () => {
    const { page, outbound } = session
    await openExampleView(session.page)
    await page.waitForLoadState('networkidle')
    expect(outbound).toEqual([])
  })
})
