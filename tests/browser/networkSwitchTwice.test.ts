import { describe, expect, test } from 'vitest'
import { connectButton, dialog, openPlayground, useBrowser } from './browser.js'
import { wallet } from './world.js'

// Issue 36: two network switches in a row, the wallet holding both. Each completion used to go back to Account;
// the stale second one went back past the first view and closed the modal.

const session = useBrowser()
const shortAlice = '0xf3…b92266'
const ethereum = /Ethereum \(local\)/
const arbitrum = /Arbitrum One \(local\)/

const page = () => session.page
const heading = () => dialog(page()).getByRole('heading', { name: shortAlice })
const networksList = () => dialog(page()).getByRole('list', { name: 'Networks' })
const networkRow = (name: RegExp) => networksList().getByRole('button', { name })

/** Connected, the modal on Account; the wallet holds every switch from now on. */
async function connectAndHoldSwitches() {
  await openPlayground(page(), '/?wallets=evm')
  await connectButton(page()).click()
  await dialog(page())
    .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
    .first()
    .click()
  await dialog(page()).waitFor({ state: 'detached' })
  await expect.poll(() => connectButton(page()).textContent()).toBe(shortAlice)
  await wallet(page(), 'setMode', 'pending', 'wallet_switchEthereumChain')
  await connectButton(page()).click()
  await heading().waitFor()
}

/** Chooses a network from the list; the wallet is asked and holds it (`waiting` requests held in all). */
async function chooseWhileHeld(name: RegExp, waiting: number) {
  await networkRow(name).click()
  await dialog(page()).getByText('Approve in wallet').waitFor()
  await expect.poll(async () => (await wallet<unknown[]>(page(), 'pending')).length).toBe(waiting)
}

const activeNetwork = () =>
  page().evaluate(() => ({
    state: (window as never as { __foyer: { getState(): any } }).__foyer.getState().chains.eip155?.activeNetworkId,
    stored: JSON.parse(localStorage.getItem('foyer:activeNetwork') ?? 'null'),
  }))

/** The modal is open on Account, and stays there (a stale completion would close it). */
async function staysOnAccount() {
  await heading().waitFor()
  expect(await dialog(page()).count()).toBe(1)
  expect(await networksList().count()).toBe(0)
}

describe('two network switches in a row', () => {
  test('to B, back, to B again, both approved in order: Account stays open, and the second switch leads there', async () => {
    await connectAndHoldSwitches()
    await dialog(page()).getByRole('button', { name: ethereum }).click()
    await chooseWhileHeld(arbitrum, 1)
    await dialog(page()).getByRole('button', { name: 'Back' }).click()
    await networksList().waitFor()
    await chooseWhileHeld(arbitrum, 2)
    expect(await wallet(page(), 'approvePending')).toBe(2)
    await expect.poll(() => wallet(page(), 'chainId')).toBe(42161)
    await expect.poll(activeNetwork).toEqual({ state: 'eip155:42161', stored: 'eip155:42161' })
    await staysOnAccount()
    await dialog(page()).getByRole('button', { name: arbitrum }).waitFor()
  })

  test('to B, back, to A (where the wallet still is), then B approved: Account stays open, all agree with the wallet', async () => {
    await connectAndHoldSwitches()
    await dialog(page()).getByRole('button', { name: ethereum }).click()
    await chooseWhileHeld(arbitrum, 1)
    await dialog(page()).getByRole('button', { name: 'Back' }).click()
    await networksList().waitFor()
    // The wallet is asked again (a switch is in flight) and answers at once: it is on A.
    await networkRow(ethereum).click()
    await heading().waitFor()
    const asked = await wallet<{ method: string }[]>(page(), 'requests')
    expect(asked.filter((request) => request.method === 'wallet_switchEthereumChain')).toHaveLength(2)
    expect(await wallet(page(), 'approvePending')).toBe(1)
    await expect.poll(() => wallet(page(), 'chainId')).toBe(42161)
    await expect.poll(activeNetwork).toEqual({ state: 'eip155:42161', stored: 'eip155:42161' })
    await staysOnAccount()
  })
})
