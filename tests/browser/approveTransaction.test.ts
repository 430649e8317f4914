import { createPublicClient, http } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { connectButton, dialog, runAxe, useBrowser } from './browser.js'
import { embeddedAddress, frameControl, logInByEmail, preferEoa } from './embeddedWallet.js'
import { providerRequest } from './world.js'

// SPEC §5: a request that needs approval, from an embedded-wallet user, opens ApproveTransaction with the frame's
// approval page; the app's request waits for the decision. Each user logs in on the EOA (stored as the preferred
// type; the default is the smart account), the account its requests name.

const session = useBrowser()
const page = () => session.page
const embeddedFrame = () => page().locator('iframe[title="Embedded wallet"]')

test('sending ETH through the AUTH connector shows the approval and waits for it', async () => {
  await preferEoa(page())
  await logInByEmail(page(), 'ada@example.org')
  const from = await embeddedAddress('ada@example.org')
  await frameControl().setApprovalMode('pending', 'eth_sendTransaction')
  const sent = providerRequest(page(), 'eth_sendTransaction', [
    { from, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x2386f26fc10000' },
  ])
  await dialog(page()).getByRole('heading', { name: 'Approve' }).waitFor()
  await frameControl().waitForApproval('eth_sendTransaction')
  await expect.poll(() => embeddedFrame().isVisible()).toBe(true)
  expect((await runAxe(page())).violations).toEqual([])
  expect(await frameControl().approvePending('eth_sendTransaction')).toBe(1)
  expect(await sent).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  await dialog(page()).waitFor({ state: 'hidden' })
  expect(await embeddedFrame().isVisible()).toBe(false)
})

test('a request refused in the frame rejects the app request and leaves the approval', async () => {
  await preferEoa(page())
  await logInByEmail(page(), 'alan@example.org')
  const from = await embeddedAddress('alan@example.org')
  await frameControl().setApprovalMode('pending', 'personal_sign')
  const signed = providerRequest(page(), 'personal_sign', ['0x68656c6c6f', from])
  await dialog(page()).getByRole('heading', { name: 'Approve' }).waitFor()
  await frameControl().waitForApproval('personal_sign')
  await frameControl().rejectPending('personal_sign')
  expect(await signed).toMatchObject({ error: { code: 4001 } })
  await expect.poll(() => dialog(page()).getByRole('heading', { name: 'Approve' }).count()).toBe(0)
})

test('after a reload, an app request from the restored embedded wallet opens the modal on ApproveTransaction', async () => {
  await preferEoa(page())
  await logInByEmail(page(), 'grace@example.org')
  const from = await embeddedAddress('grace@example.org')
  await page().reload()
  await expect.poll(() => connectButton(page()).textContent(), { timeout: 15_000 }).toMatch(/0x/)
  expect(await dialog(page()).count()).toBe(0)
  await frameControl().setApprovalMode('pending', 'personal_sign')
  const signed = providerRequest(page(), 'personal_sign', ['0x68656c6c6f', from])
  await dialog(page()).getByRole('heading', { name: 'Approve' }).waitFor()
  await frameControl().waitForApproval('personal_sign')
  expect(await frameControl().approvePending('personal_sign')).toBe(1)
  expect(await signed).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
  await dialog(page()).waitFor({ state: 'hidden' })
})

test('closing the modal during the approval rejects the app request with 4001, and the next request works', async () => {
  await preferEoa(page())
  await logInByEmail(page(), 'edsger@example.org')
  const from = await embeddedAddress('edsger@example.org')
  await frameControl().setApprovalMode('pending', 'personal_sign')
  const signed = providerRequest(page(), 'personal_sign', ['0x68656c6c6f', from])
  await dialog(page()).getByRole('heading', { name: 'Approve' }).waitFor()
  await frameControl().waitForApproval('personal_sign')
  await page().keyboard.press('Escape')
  expect(await signed).toMatchObject({ error: { code: 4001 } })
  await dialog(page()).waitFor({ state: 'hidden' })
  expect(await embeddedFrame().isVisible()).toBe(false)
  await frameControl().rejectPending('personal_sign')
  await frameControl().setApprovalMode('approve', 'personal_sign')
  const again = await providerRequest(page(), 'personal_sign', ['0x68656c6c6f', from])
  expect(again).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{130}$/) })
})

describe("the frame's approval page", () => {
  const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const rpcUrl = () => inject('world').chains.find((chain) => chain.chainId === 1)!.rpcUrl as string
  const approvalPage = () => page().frameLocator('iframe[title="Embedded wallet"]')

  /** An email user (on the EOA) asks to send 0.01 ETH to Bob; the modal shows ApproveTransaction with the page's buttons. */
  async function askToSend(email: string) {
    await preferEoa(page())
    await logInByEmail(page(), email)
    const from = (await embeddedAddress(email)) as `0x${string}`
    await frameControl().setApprovalMode('pending', 'eth_sendTransaction')
    const sent = providerRequest(page(), 'eth_sendTransaction', [{ from, to: bob, value: '0x2386f26fc10000' }])
    await dialog(page()).getByRole('heading', { name: 'Approve' }).waitFor()
    await approvalPage().getByRole('heading', { name: 'Send a transaction' }).waitFor()
    return { from, sent }
  }

  test('Approve inside the frame sends the transaction: it is mined on anvil and the modal moves on', async () => {
    const { from, sent } = await askToSend('barbara@example.org')
    expect(await approvalPage().getByRole('button', { name: 'Reject' }).isVisible()).toBe(true)
    expect((await runAxe(page())).violations).toEqual([])
    await approvalPage().getByRole('button', { name: 'Approve' }).click()
    const { result } = (await sent) as { result: `0x${string}` }
    const receipt = await createPublicClient({ transport: http(rpcUrl()) }).waitForTransactionReceipt({ hash: result })
    expect(receipt).toMatchObject({ status: 'success', from: from.toLowerCase(), to: bob.toLowerCase() })
    await dialog(page()).waitFor({ state: 'hidden' })
    expect(await embeddedFrame().isVisible()).toBe(false)
  })

  test('Reject inside the frame rejects the app request with 4001; nothing is sent', async () => {
    const { from, sent } = await askToSend('frances@example.org')
    await approvalPage().getByRole('button', { name: 'Reject' }).click()
    expect(await sent).toMatchObject({ error: { code: 4001 } })
    await expect.poll(() => dialog(page()).getByRole('heading', { name: 'Approve' }).count()).toBe(0)
    expect(await frameControl().pendingApprovals()).toEqual([])
    const client = createPublicClient({ transport: http(rpcUrl()) })
    expect(await client.getTransactionCount({ address: from })).toBe(0)
  })

  test('a keyboard user reaches the Approve button in the frame with Tab, and Enter sends', async () => {
    const { sent } = await askToSend('keyla@example.org')
    const approve = approvalPage().getByRole('button', { name: 'Approve' })
    const focused = () => approve.evaluate((button) => button === document.activeElement)
    for (let presses = 0; presses < 12 && !(await focused()); presses++) await page().keyboard.press('Tab')
    expect(await focused()).toBe(true)
    await page().keyboard.press('Enter')
    expect(await sent).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  })
})

// The approval's start and end both wait for that code: they must be followed in the order they came (two imports
// of one module may settle in either order, which left the Approve view open in CI).
test("a request that ends while the approval's code is still loading leaves no Approve view behind", async () => {
  await preferEoa(page())
  await logInByEmail(page(), 'grace@example.org')
  const from = await embeddedAddress('grace@example.org')
  // The code that follows approvals is held until the request has ended (the frame approves at once).
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page().route(/followApprovals-[^/]*\.js$/, async (route) => {
    await released
    await route.continue()
  })
  const sent = await providerRequest(page(), 'eth_sendTransaction', [
    { from, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x2386f26fc10000' },
  ])
  expect(sent).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  const loaded = page().waitForResponse(/followApprovals-[^/]*\.js$/)
  release()
  await loaded
  const modal = () =>
    page().evaluate(
      () => (window as unknown as { __foyer: { getState(): { modal: unknown } } }).__foyer.getState().modal,
    )
  await expect.poll(modal).toEqual({ open: false, loading: false })
  expect(await dialog(page()).count()).toBe(0)
})
