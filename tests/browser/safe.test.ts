import type { Frame, Page } from 'playwright-core'
import { expect, inject, test } from 'vitest'
import { jsonRpc } from '../../playground/world/chains/jsonRpc.js'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { evmChains } from '../../playground/world/startWorld.js'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'

// SPEC §4's Safe connector: the playground as a Safe App, framed by the world's Safe host (playground/world/safe/),
// which answers the Safe Apps protocol and executes through a Safe-like smart account on the first chain.

const session = useBrowser()
const safeCode = /\/(framingSafe|findSafe|createSafeChannel|createSafeProvider|safeAnswers)-[^/]*\.js$/
const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`
const rpcUrl = () => evmChains(inject('world'))[0]?.rpcUrl ?? ''
const balanceOf = async (address: string) =>
  BigInt((await jsonRpc(rpcUrl(), 'eth_getBalance', [address, 'latest'])) as string)

/** Opens the playground inside the Safe host's page (`silent`: a framing page that never answers). */
async function openFramed(page: Page, silent = false) {
  const app = encodeURIComponent(`${inject('playgroundUrl')}/`)
  await page.goto(`${inject('world').pages.safe}?app=${app}${silent ? '&silent' : ''}`)
  const frame = page.frameLocator('iframe[title="Safe App"]')
  await frame.locator('button[data-foyer-connect]').waitFor()
  return {
    button: frame.locator('button[data-foyer-connect]'),
    dialog: frame.locator('foyer-modal').getByRole('dialog'),
    app: page.frames().find((candidate) => candidate.url().startsWith(inject('playgroundUrl'))) as Frame,
  }
}

test('framed by a Safe, opening the modal connects the Safe without a wallet row; a transaction goes through the Safe and moves its balance on chain; disconnected, the Safe is a row to click', async () => {
  const { page, requests } = session
  const { button, dialog: framedDialog, app } = await openFramed(page)
  const safeAddress = (await page.locator('header code').textContent()) ?? ''
  await button.click()
  await framedDialog.waitFor({ state: 'detached' })
  await expect.poll(() => button.textContent()).toBe(short(safeAddress))
  expect(requests.filter((url) => safeCode.test(url)).length).toBeGreaterThan(0)
  await button.click()
  expect(await framedDialog.getByTestId('account-address').getAttribute('title')).toBe(safeAddress)
  await page.keyboard.press('Escape')
  await framedDialog.waitFor({ state: 'detached' })

  const receiver = testAccounts[7]?.address ?? ''
  const [safeBefore, receiverBefore] = await Promise.all([balanceOf(safeAddress), balanceOf(receiver)])
  const oneEther = 10n ** 18n
  const hash = await app.evaluate(
    async ([from, to]) => {
      const foyer = (window as unknown as { __foyer: { ready(): Promise<unknown> } }).__foyer
      const kernel = (await foyer.ready()) as {
        adapters: { capability(namespace: string, name: string): (args: unknown) => Promise<unknown> }
      }
      const provider = (await kernel.adapters.capability('eip155', 'getProvider')({ connectorId: 'safe' })) as {
        request(args: { method: string; params: unknown[] }): Promise<string>
      }
      return provider.request({ method: 'eth_sendTransaction', params: [{ from, to, value: '0xde0b6b3a7640000' }] })
    },
    [safeAddress, receiver] as const,
  )
  const receipt = (await jsonRpc(rpcUrl(), 'eth_getTransactionReceipt', [hash])) as { status: string; to: string }
  expect(receipt.status).toBe('0x1')
  expect(receipt.to.toLowerCase()).toBe(safeAddress.toLowerCase())
  expect(await balanceOf(safeAddress)).toBe(safeBefore - oneEther)
  expect(await balanceOf(receiver)).toBe(receiverBefore + oneEther)

  // Connected on open once: after a disconnect the Safe is a row of the Connect view, to click.
  await app.evaluate(() => (window as unknown as { __foyer: { disconnect(): Promise<void> } }).__foyer.disconnect())
  await expect.poll(() => button.textContent()).toBe('Connect Wallet')
  await button.click()
  await framedDialog.getByRole('button', { name: /^Safe\b/ }).click()
  await framedDialog.waitFor({ state: 'detached' })
  await expect.poll(() => button.textContent()).toBe(short(safeAddress))
})

test('framed by a page that is no Safe, the Connect view shows its wallets and nothing connects', async () => {
  const { button, dialog: framedDialog } = await openFramed(session.page, true)
  await button.click()
  await framedDialog.getByRole('button', { name: 'All Wallets' }).waitFor()
  expect(await button.textContent()).toBe('Connect Wallet')
})

test('an app that is not framed fetches none of the Safe code', async () => {
  const { page, requests } = session
  await openPlayground(page)
  await connectButton(page).click()
  await dialog(page).getByRole('button', { name: 'All Wallets' }).waitFor()
  await page.waitForLoadState('networkidle')
  expect(requests.filter((url) => /\/createEip155Runtime-[^/]*\.js$/.test(url))).toHaveLength(1)
  expect(requests.filter((url) => safeCode.test(url))).toEqual([])
})
