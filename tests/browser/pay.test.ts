import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { USDC_ADDRESS } from '../../playground/world/chains/tokens.js'
import { connectButton, dialog, openPlayground, pendingDialog, runAxe, useBrowser } from './browser.js'
import { wallet } from './world.js'

// Pay in Chromium against the world: the app calls `openPay(foyer, ...)` (window.__openPay), the visitor connects the
// test wallet (anvil's account 0) and pays; the recipient's balance is read from the chain.

const session = useBrowser()
const page = () => session.page
const bob = testAccounts[1]!.address
const chain = (id: number) =>
  inject('world').chains.find((candidate) => candidate.chainId === id)! as { rpcUrl: string }
const client = (id = 1) => createPublicClient({ transport: http(chain(id).rpcUrl) })
const payView = () => dialog(page())
const payChunks = () => session.requests.filter((url) => /\/(pay|PayView)-[\w-]+\.js$/.test(new URL(url).pathname))

interface Outcome {
  hash?: string
  error?: { name: string; code?: string; message: string }
}

/** The playground with the test wallet and the panel's Pay switch on (a new Foyer instance). */
async function openWithPay() {
  await openPlayground(page(), '/?wallets=evm')
  await page().getByRole('form', { name: 'Features' }).getByRole('checkbox', { name: 'Pay', exact: true }).click()
  await page().getByRole('button', { name: 'Pay 0.01 ETH' }).waitFor()
}

/** Calls `openPay(foyer, parameters)` in the page (the playground's window.__openPay); its outcome is read with `outcome()`. */
async function startPay(parameters: Record<string, unknown>) {
  await page().evaluate((given) => {
    const w = window as unknown as { __openPay(p: unknown): Promise<string>; __payOutcome?: unknown }
    w.__payOutcome = undefined
    w.__openPay(given).then(
      (hash) => {
        w.__payOutcome = { hash }
      },
      (error: { name: string; code?: string; message: string }) => {
        w.__payOutcome = { error: { name: error.name, code: error.code, message: error.message } }
      },
    )
  }, parameters)
}

async function outcome(): Promise<Outcome> {
  const read = () => page().evaluate(() => (window as unknown as { __payOutcome?: Outcome }).__payOutcome)
  await expect.poll(read, { timeout: 15_000 }).toBeDefined()
  return (await read()) as Outcome
}

/** The Connect view the payment opened: the test wallet connects, and the pay view follows. */
async function connectInModal() {
  await dialog(page())
    .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
    .first()
    .click()
  await payView().getByTestId('pay-amount').waitFor()
}

const native = (amount: string, network: string | number = 'eip155:1') => ({
  recipient: bob,
  amount,
  asset: 'native',
  network,
})

describe('paying from disconnected', () => {
  test('pay() connects, shows the payment, pays: the hash resolves, the recipient gets the amount', async () => {
    const before = await client().getBalance({ address: bob })
    await openWithPay()
    await connectButton(page()).click()
    await dialog(page())
      .getByRole('button', { name: /^Test Wallet/ })
      .first()
      .waitFor()
    await page().keyboard.press('Escape')
    await dialog(page()).waitFor({ state: 'detached' })
    expect(payChunks(), 'the pay chunk before pay()').toEqual([])
    await startPay(native('0.01'))
    await connectInModal()
    expect(payChunks().length).toBeGreaterThan(0)
    expect(await payView().getByTestId('pay-amount').textContent()).toBe('0.01 ETH')
    expect(await payView().getByTestId('pay-recipient').textContent()).toBe(bob)
    expect(await payView().getByTestId('pay-network').textContent()).toMatch(/./)
    expect((await runAxe(page())).violations, 'the pay view').toEqual([])
    await payView().getByRole('button', { name: 'Pay', exact: true }).click()
    const { hash } = await outcome()
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    await dialog(page()).waitFor({ state: 'detached' })
    expect(await client().getBalance({ address: bob })).toBe(before + parseEther('0.01'))
    const sent = await client().getTransaction({ hash: hash as `0x${string}` })
    expect(sent.to?.toLowerCase()).toBe(bob.toLowerCase())
  })

  test("the playground's Pay 0.01 ETH button pays and shows the hash", async () => {
    await openWithPay()
    await page().getByRole('button', { name: 'Pay 0.01 ETH' }).click()
    await connectInModal()
    await payView().getByRole('button', { name: 'Pay', exact: true }).click()
    await expect.poll(() => page().getByRole('status', { name: 'Payment' }).textContent()).toMatch(/^Paid: 0x/)
  })
})

describe('paying connected', () => {
  test('an ERC-20 (USDC): the token is read from the chain, the recipient gets 12.5 USDC', async () => {
    const balance = () =>
      client().readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [bob] })
    const before = await balance()
    await openWithPay()
    await startPay({ recipient: bob, amount: '12.5', asset: USDC_ADDRESS, network: 1 })
    await connectInModal()
    expect(await payView().getByTestId('pay-amount').textContent()).toBe('12.5 USDC')
    await payView().getByRole('button', { name: 'Pay', exact: true }).click()
    expect((await outcome()).hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await balance()).toBe(before + parseUnits('12.5', 6))
  })

  test('on the other anvil chain: the network switches first, then the amount arrives there', async () => {
    const before = await client(42161).getBalance({ address: bob })
    await openWithPay()
    await startPay(native('0.5', 'eip155:42161'))
    await connectInModal()
    await payView().getByRole('button', { name: 'Pay', exact: true }).click()
    expect((await outcome()).hash).toMatch(/^0x[0-9a-f]{64}$/)
    const asked = (await wallet<{ method: string }[]>(page(), 'requests')).map((request) => request.method)
    expect(asked.indexOf('wallet_switchEthereumChain')).toBeGreaterThan(-1)
    expect(asked.indexOf('wallet_switchEthereumChain')).toBeLessThan(asked.indexOf('eth_sendTransaction'))
    expect(await client(42161).getBalance({ address: bob })).toBe(before + parseEther('0.5'))
  })

  test("a refusal in the wallet rejects with UserRejectedRequestError and shows 'Signature declined'", async () => {
    const before = await client().getBalance({ address: bob })
    await openWithPay()
    await startPay(native('1'))
    await connectInModal()
    await wallet(page(), 'setMode', 'reject')
    await payView().getByRole('button', { name: 'Pay', exact: true }).click()
    expect((await outcome()).error).toMatchObject({ name: 'UserRejectedRequestError', code: 'USER_REJECTED' })
    await payView().getByRole('alert').getByText('Signature declined').waitFor()
    expect(await client().getBalance({ address: bob })).toBe(before)
  })
})

describe('what rejects before anything is paid', () => {
  test('closing the modal rejects with ModalClosedError; a second pay() meanwhile is refused', async () => {
    await openWithPay()
    await startPay(native('0.01'))
    await dialog(page())
      .getByRole('button', { name: /^Test Wallet/ })
      .first()
      .waitFor()
    const second = await page().evaluate(() =>
      (window as unknown as { __openPay(p: unknown): Promise<string> })
        .__openPay({
          recipient: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
          amount: '1',
          asset: 'native',
          network: 1,
        })
        .catch((error: { code?: string }) => error.code),
    )
    expect(second).toBe('PAY_IN_PROGRESS')
    await page().keyboard.press('Escape')
    expect((await outcome()).error).toMatchObject({ name: 'ModalClosedError', code: 'MODAL_CLOSED' })
  })

  test("once the wallet was asked, closing the modal does not reject: the wallet's answer decides", async () => {
    const before = await client().getBalance({ address: bob })
    await openWithPay()
    await startPay(native('0.2'))
    await connectInModal()
    await wallet(page(), 'setMode', 'pending')
    await payView().getByRole('button', { name: 'Pay', exact: true }).click()
    await payView().getByRole('status').getByText('Approve the payment in your wallet').waitFor()
    await page().keyboard.press('Escape')
    await dialog(page()).waitFor({ state: 'detached' })
    await wallet(page(), 'waitForPending', 'eth_sendTransaction')
    await wallet(page(), 'approvePending')
    expect((await outcome()).hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await client().getBalance({ address: bob })).toBe(before + parseEther('0.2'))
  })

  test('bad parameters reject with what is wrong, and nothing opens', async () => {
    await openWithPay()
    for (const [parameters, text] of [
      [{ ...native('0.01'), recipient: '0x1234' }, 'recipient must be an address'],
      [native('-1'), 'amount must be a positive decimal string'],
      [native('0.01', 'eip155:10'), 'network eip155:10 is not one this app offers'],
      [{ ...native('0.01'), asset: bob }, `${bob} is not a token on eip155:1`],
      [{ ...native('1.5'), asset: USDC_ADDRESS, amount: '1.0000001' }, 'USDC has at most 6 decimals'],
    ] as const) {
      await startPay(parameters)
      const { error } = await outcome()
      expect(error?.message).toContain(`Invalid pay parameters: ${text}`)
      expect(await dialog(page()).count()).toBe(0)
      expect(await pendingDialog(page()).count()).toBe(0)
    }
  })

  test('with the feature off, pay() rejects and fetches no pay code', async () => {
    await openPlayground(page(), '/?wallets=evm')
    await startPay(native('0.01'))
    expect((await outcome()).error).toMatchObject({ code: 'FEATURE_DISABLED' })
    expect(await dialog(page()).count()).toBe(0)
    expect(payChunks()).toEqual([])
  })
})
