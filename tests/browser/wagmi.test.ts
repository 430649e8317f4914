import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { USDC_ADDRESS } from '../../playground/world/chains/tokens.js'
import { connectButton, connectTestWallet, dialog, useBrowser } from './browser.js'
import { wallet } from './world.js'

// An app on wagmi (playground/wagmi.html): the visitor picks the wallet in Foyer's modal; the app's wagmi
// hooks (useAccount, useWriteContract, useSignMessage, useSwitchChain, useDisconnect) work on that connection.

const session = useBrowser()
const page = () => session.page
const alice = testAccounts[0]!.address
const bob = testAccounts[1]!.address
const rpcUrl = () => (inject('world').chains.find((chain) => chain.chainId === 1) as { rpcUrl: string }).rpcUrl
const usdcOf = (owner: `0x${string}`) =>
  createPublicClient({ transport: http(rpcUrl()) }).readContract({
    address: USDC_ADDRESS,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [owner],
  })
const shown = (id: string) => page().getByTestId(id).textContent()
const foyerNetwork = () =>
  page().evaluate(
    () => (window as never as { __foyer: { getState(): any } }).__foyer.getState().chains.eip155?.activeNetworkId,
  )

async function openApp() {
  await page().goto('/wagmi.html?wallets=evm')
  await connectButton(page()).waitFor()
}

describe('foyer/wagmi', () => {
  test("a wallet connected in Foyer's modal is wagmi's account, and wagmi's useWriteContract transfers USDC with it", async () => {
    await openApp()
    expect(await shown('status')).toBe('disconnected')
    await connectTestWallet(page())
    await expect.poll(() => shown('status')).toBe('connected')
    expect(await shown('address')).toBe(alice)
    expect(await shown('chain')).toBe('1')

    const before = await usdcOf(bob)
    await page().getByRole('button', { name: 'Send 1.5 USDC to Bob' }).click()
    await expect.poll(() => shown('transfer'), { timeout: 20_000 }).toBe('Transfer success')
    expect((await usdcOf(bob)) - before).toBe(parseUnits('1.5', 6))

    await page().getByRole('button', { name: 'Sign a message' }).click()
    await expect.poll(() => shown('signature')).toMatch(/^0x[0-9a-f]{130}$/)
  })

  test("wagmi's switchChain and disconnect go through Foyer, and wagmi's connect opens Foyer's modal", async () => {
    await openApp()
    await connectTestWallet(page())
    await expect.poll(() => shown('status')).toBe('connected')

    await page()
      .getByRole('button', { name: /^Switch to / })
      .click()
    await expect.poll(() => shown('chain')).toBe('42161')
    expect(await foyerNetwork()).toBe('eip155:42161')

    await page().getByRole('button', { name: 'Disconnect with wagmi' }).click()
    await expect.poll(() => shown('status')).toBe('disconnected')
    await expect.poll(() => connectButton(page()).textContent()).toBe('Connect Wallet')

    await page().getByRole('button', { name: 'Connect with wagmi', exact: true }).click()
    await dialog(page())
      .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
      .first()
      .click()
    await expect.poll(() => shown('status')).toBe('connected')
    expect(await shown('address')).toBe(alice)
  })

  test("the wallet's own network switch and Disconnect in Foyer's modal reach wagmi's state", async () => {
    await openApp()
    await connectTestWallet(page())
    await expect.poll(() => shown('status')).toBe('connected')
    await wallet(page(), 'switchChain', 42161)
    await expect.poll(() => shown('chain')).toBe('42161')

    await connectButton(page()).click()
    await dialog(page()).getByRole('button', { name: 'Disconnect' }).click()
    await dialog(page()).waitFor({ state: 'detached' })
    await expect.poll(() => shown('status')).toBe('disconnected')
    expect(await shown('address')).toBe('')
  })

  test('after a reload wagmi reconnects to the connection Foyer restored; without one, Foyer stays unloaded', async () => {
    await openApp()
    // No stored connection: wagmi's reconnect on mount loads none of Foyer's kernel.
    await expect.poll(() => shown('status')).toBe('disconnected')
    expect(session.requests.filter((url) => /\/createKernel-[^/]*\.js/.test(url))).toEqual([])

    await connectTestWallet(page())
    await expect.poll(() => shown('status')).toBe('connected')
    await page().reload()
    await expect.poll(() => shown('status')).toBe('connected')
    expect(await shown('address')).toBe(alice)
  })

  test('a wallet that refuses the transfer leaves wagmi with a rejection and the balance unchanged', async () => {
    await openApp()
    await connectTestWallet(page())
    await expect.poll(() => shown('status')).toBe('connected')
    await wallet(page(), 'setMode', 'reject')
    const before = await usdcOf(bob)
    await page().getByRole('button', { name: 'Send 1.5 USDC to Bob' }).click()
    await expect.poll(() => shown('transfer')).toBe('Failed: 4001')
    expect(await usdcOf(bob)).toBe(before)
  })
})
