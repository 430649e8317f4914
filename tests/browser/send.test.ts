import { createPublicClient, decodeFunctionData, erc20Abi, formatEther, http, parseEther, parseUnits } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { tetherTokenAbi } from '../../playground/world/chains/abis.js'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { USDC_ADDRESS, USDT_ADDRESSES } from '../../playground/world/chains/tokens.js'
import { connectButton, connectTestWallet, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { registerName, wallet, trackedEvents } from './world.js'

// The Send plugin in Chromium against the world: the test wallet (anvil's account 0) sends ETH, USDC and the
// USDT-style token on the local chain; the receiver's balance is read from the chain, the analytics from the sink.

const session = useBrowser()
const page = () => session.page
const bob = testAccounts[1]!.address
const shortAlice = '0xf3…b92266'
const chain = () => inject('world').chains.find((candidate) => candidate.chainId === 1)! as { rpcUrl: string }
const client = () => createPublicClient({ transport: http(chain().rpcUrl) })
const form = () => dialog(page())
const amountField = () => form().getByRole('textbox', { name: /^Amount/ })
const receiverField = () => form().getByRole('textbox', { name: 'Receiver address or name' })
const noViolations = async (where: string) => expect((await runAxe(page())).violations, where).toEqual([])

const tracked = (name: string) => trackedEvents(page(), name)

/** This test's tracked event of `name` (the properties in `match`), once the page's batch has arrived. */
async function trackedEvent(name: string, match: Record<string, unknown>) {
  const find = async () =>
    (await tracked(name)).find((event) => Object.entries(match).every(([key, value]) => event[key] === value))
  await expect.poll(find).toBeDefined()
  return (await find()) as Record<string, unknown>
}

async function connect(path = '/?wallets=evm', open = true) {
  if (open) await openPlayground(page(), path)
  await connectTestWallet(page())
}

/** Connected, the Account view open, then its Send button: the form, once the balances are there. */
async function openSend(path?: string) {
  await connect(path)
  await connectButton(page()).click()
  await dialog(page()).getByRole('heading', { name: shortAlice }).waitFor()
  await dialog(page()).getByRole('button', { name: 'Send', exact: true }).click()
  await form().getByRole('list', { name: 'Token to send' }).getByRole('button').first().waitFor()
}

const token = (name: string) =>
  form()
    .getByRole('list', { name: 'Token to send' })
    .getByRole('button', { name: new RegExp(`^${name} `) })

async function fill(tokenName: string | undefined, amount: string, receiver: string) {
  if (tokenName) await token(tokenName).click()
  await amountField().fill(amount)
  await receiverField().fill(receiver)
  await form().getByRole('button', { name: 'Review' }).click()
}

/** Confirms the preview once its fee shows, and waits for the Account view. */
async function confirm() {
  await form().getByTestId('send-preview-fee').waitFor()
  await form().getByRole('button', { name: 'Send', exact: true }).click()
  await dialog(page()).getByRole('heading', { name: shortAlice }).waitFor()
}

const tokenBalance = (address: `0x${string}`, owner: `0x${string}`) =>
  client().readContract({ address, abi: erc20Abi, functionName: 'balanceOf', args: [owner] })

describe('sending from the test wallet', () => {
  test('ETH: the receiver gets the amount; SEND_INITIATED and SEND_SUCCESS reach analytics; Account shows again', async () => {
    const before = await client().getBalance({ address: bob })
    await openSend()
    await noViolations('the send form')
    await token('Ether').click()
    await amountField().fill('1.25')
    expect(await form().getByTestId('send-amount-usd').textContent()).toBe('≈ $3,750.00')
    await fill(undefined, '1.25', bob)
    await form().getByTestId('send-preview-fee').waitFor()
    expect(await form().getByTestId('send-preview-amount').textContent()).toBe('1.25 ETH')
    expect(await form().getByTestId('send-preview-fee').textContent()).toMatch(/^0\.\d+ ETH \(\$\d+\.\d\d\)$/)
    await noViolations('the preview')
    await confirm()
    expect(await client().getBalance({ address: bob })).toBe(before + parseEther('1.25'))
    await expect
      .poll(() => tracked('SEND_INITIATED'))
      .toContainEqual(
        expect.objectContaining({ token: 'ETH', amount: 1.25, network: 'eip155:1', isSmartAccount: false }),
      )
    // A page of an earlier test may flush its events after this test's reset: pick this send's.
    const success = await trackedEvent('SEND_SUCCESS', { token: 'ETH', amount: 1.25 })
    expect(success).toMatchObject({ token: 'ETH', amount: 1.25, network: 'eip155:1' })
    const sent = await client().getTransaction({ hash: success?.hash as `0x${string}` })
    expect(sent.input).toBe('0x')
    // The balance shown is read again past its cache: 10,000 less 1.25 and the fee.
    await expect.poll(() => dialog(page()).getByTestId('account-balance').textContent()).toMatch(/^9,998\.7\d* ETH$/)
  })

  test('USDC: an ERC-20 transfer moves the amount; the form opens empty again', async () => {
    const usdc = USDC_ADDRESS
    const before = await tokenBalance(usdc, bob)
    await openSend()
    await fill('USD Coin', '12.5', bob)
    await confirm()
    expect(await tokenBalance(usdc, bob)).toBe(before + parseUnits('12.5', 6))
    // The send fields were reset: the form opens empty.
    await dialog(page()).getByRole('button', { name: 'Send', exact: true }).click()
    await token('USD Coin').waitFor()
    expect(await amountField().inputValue()).toBe('')
    expect(await receiverField().inputValue()).toBe('')
    expect(await token('USD Coin').getAttribute('aria-pressed')).toBe('false')
    const success = await trackedEvent('SEND_SUCCESS', { token: 'USDC', amount: 12.5 })
    expect(success).toMatchObject({ token: 'USDC', amount: 12.5 })
    const initiated = await trackedEvent('SEND_INITIATED', { amount: 12.5 })
    expect(String(initiated.token).toLowerCase()).toBe(usdc.toLowerCase())
  })

  test("USDT: the USDT contract's transfer (no return value) moves the amount; its calldata is read back", async () => {
    const usdt = USDT_ADDRESSES[1]!
    const before = await tokenBalance(usdt, bob)
    await openSend()
    await fill('Tether USD', '7', bob)
    await confirm()
    expect(await tokenBalance(usdt, bob)).toBe(before + parseUnits('7', 6))
    const success = await trackedEvent('SEND_SUCCESS', { token: 'USDT', amount: 7 })
    const sent = await client().getTransaction({ hash: success?.hash as `0x${string}` })
    expect(sent.to?.toLowerCase()).toBe(usdt.toLowerCase())
    expect(sent.value).toBe(0n)
    expect(decodeFunctionData({ abi: tetherTokenAbi, data: sent.input })).toEqual({
      functionName: 'transfer',
      args: [bob, parseUnits('7', 6)],
    })
  })
})

describe('receivers by name', () => {
  test('a .reown.id name registered in the world resolves; the preview names it; the address gets the amount', async () => {
    const carol = testAccounts[2]!
    await registerName(carol, 'carol.reown.id')
    const before = await client().getBalance({ address: carol.address })
    await openSend()
    await fill('Ether', '0.5', 'carol.reown.id')
    await form().getByTestId('send-preview-fee').waitFor()
    expect(await form().getByTestId('send-preview-receiver').textContent()).toBe('carol.reown.id (0x3C…4293BC)')
    await confirm()
    expect(await client().getBalance({ address: carol.address })).toBe(before + parseEther('0.5'))
  })

  test("a receiver typed as an address shows the address's registered name in the preview", async () => {
    const carol = testAccounts[2]!
    await registerName(carol, 'carol.reown.id')
    await openSend()
    await fill('Ether', '0.5', carol.address)
    await form().getByTestId('send-preview-fee').waitFor()
    expect(await form().getByTestId('send-preview-receiver').textContent()).toBe('carol.reown.id (0x3C…4293BC)')
  })

  test('a name nobody registered is its own message, and nothing is sent', async () => {
    await openSend()
    await fill('Ether', '0.5', 'nobody-here.reown.id')
    await form().getByText('No address found for nobody-here.reown.id').waitFor()
    expect(await receiverField().getAttribute('aria-invalid')).toBe('true')
    expect((await wallet<{ method: string }[]>(page(), 'requests')).map((r) => r.method)).not.toContain(
      'eth_sendTransaction',
    )
  })
})

describe('the rules, as the visitor sees them', () => {
  test('each validation text shows, and nothing reaches the wallet', async () => {
    await openSend()
    await fill(undefined, '', bob)
    await form().getByRole('alert').getByText('An amount and receiver address are required').waitFor()
    await fill(undefined, '1', bob)
    await form().getByRole('alert').getByText('A token is required').waitFor()
    await fill('Ether', '20000', bob)
    await form().getByText('Insufficient ETH balance').waitFor()
    expect(await amountField().getAttribute('aria-invalid')).toBe('true')
    await fill(undefined, '1', '0x1234')
    await form().getByText('Invalid receiver address').waitFor()
    await noViolations('the form with an error')
    expect((await wallet<{ method: string }[]>(page(), 'requests')).map((r) => r.method)).not.toContain(
      'eth_sendTransaction',
    )
  })

  test("a refusal in the wallet is 'Signature declined', back on the form with its fields", async () => {
    await openSend()
    await wallet(page(), 'setMode', 'reject')
    await fill('Ether', '1', bob)
    await form().getByTestId('send-preview-fee').waitFor()
    await form().getByRole('button', { name: 'Send', exact: true }).click()
    await page().locator('foyer-modal').getByText('Signature declined').waitFor()
    await form().getByRole('button', { name: 'Review' }).waitFor()
    expect(await amountField().inputValue()).toBe('1')
    expect((await tracked('SEND_SUCCESS')).filter((event) => event.amount === 1)).toEqual([])
  })

  test('a switch of network mid-form resets it', async () => {
    await openSend()
    await token('Ether').click()
    await amountField().fill('3')
    await receiverField().fill(bob)
    await wallet(page(), 'switchChain', 42161)
    await expect.poll(() => amountField().inputValue()).toBe('')
    expect(await receiverField().inputValue()).toBe('')
    expect(await token('Ether').first().getAttribute('aria-pressed')).toBe('false')
  })

  test("Max: a token's whole balance; the native coin's balance less the network fee, which is the fee paid", async () => {
    await openSend()
    await token('USD Coin').click()
    await form().getByRole('button', { name: 'Max' }).click()
    await expect.poll(() => amountField().inputValue()).toBe('10000')
    await token('Ether').click()
    await receiverField().fill(bob)
    await form().getByRole('button', { name: 'Max' }).click()
    const gasPrice = await client().getGasPrice()
    const left = formatEther(parseEther('10000') - 21_000n * gasPrice)
    await expect.poll(() => amountField().inputValue()).toBe(left)
    await form().getByRole('button', { name: 'Review' }).click()
    await form().getByTestId('send-preview-fee').waitFor()
    expect(await form().getByRole('alert').count()).toBe(0)
    // Sent with the gas and price the preview showed: the account is left with nothing.
    await confirm()
    expect(await client().getBalance({ address: testAccounts[0]!.address })).toBe(0n)
  })
})

describe('a transfer waiting in the wallet', () => {
  test('the modal may close meanwhile; once approved, the amount arrives and SEND_SUCCESS is tracked', async () => {
    const before = await client().getBalance({ address: bob })
    await openSend()
    await wallet(page(), 'setMode', 'pending')
    await fill('Ether', '2', bob)
    await form().getByTestId('send-preview-fee').waitFor()
    await form().getByRole('button', { name: 'Send', exact: true }).click()
    await form().getByRole('status').getByText('Approve the transfer in your wallet').waitFor()
    await page().keyboard.press('Escape')
    await dialog(page()).waitFor({ state: 'detached' })
    await wallet(page(), 'waitForPending', 'eth_sendTransaction')
    await wallet(page(), 'approvePending')
    await expect.poll(() => client().getBalance({ address: bob })).toBe(before + parseEther('2'))
    await expect
      .poll(() => tracked('SEND_SUCCESS'))
      .toContainEqual(expect.objectContaining({ token: 'ETH', amount: 2 }))
    expect(await dialog(page()).count()).toBe(0)
  })
})

test("with the panel's Send switch off, Account offers no Send and no send view's code is fetched", async () => {
  await openPlayground(page(), '/?wallets=evm')
  await page().getByRole('form', { name: 'Features' }).getByRole('checkbox', { name: 'Send', exact: true }).click()
  await connect(undefined, false)
  await connectButton(page()).click()
  await dialog(page()).getByRole('heading', { name: shortAlice }).waitFor()
  await dialog(page()).getByRole('button', { name: 'Disconnect' }).waitFor()
  expect(await dialog(page()).getByRole('button', { name: 'Send', exact: true }).count()).toBe(0)
  expect(session.requests.filter((url) => /Send(View|Preview)/.test(url))).toEqual([])
})
