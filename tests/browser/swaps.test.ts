import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, inject, test } from 'vitest'
import { routerAbi } from '../../playground/world/api/swaps/resolveToken.js'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { DAI_ADDRESS, SWAP_ROUTER_ADDRESS, USDC_ADDRESS } from '../../playground/world/chains/tokens.js'
import { connectButton, connectTestWallet, dialog, openPlayground, runAxe, useBrowser, expectToast } from './browser.js'
import { wallet, trackedEvents, worldControl } from './world.js'

// The swaps plugin in Chromium against the world: quotes from the constant-product pool on anvil, the approval
// and the swap sent by the test wallet (anvil's account 0), balances and allowances read from the chain.

const session = useBrowser()
const page = () => session.page
const alice = testAccounts[0]!.address
const shortAlice = '0xf3…b92266'
const native = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'
const chain = () => inject('world').chains.find((candidate) => candidate.chainId === 1)! as { rpcUrl: string }
const client = () => createPublicClient({ transport: http(chain().rpcUrl) })
const view = () => dialog(page())
const amountField = () => view().getByRole('textbox', { name: /^Amount/ })
const noViolations = async (where: string) => expect((await runAxe(page())).violations, where).toEqual([])
const swapChunks = () => session.requests.filter((url) => /plugins\/swaps|Swap(View|SelectToken|Preview)/.test(url))
const sentTransactions = async () =>
  (await wallet<{ method: string }[]>(page(), 'requests')).filter((request) => request.method === 'eth_sendTransaction')
const balanceOf = (token: `0x${string}`) =>
  client().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [alice] })
const allowance = (token: `0x${string}`) =>
  client().readContract({
    address: token,
    abi: erc20Abi,
    functionName: 'allowance',
    args: [alice, SWAP_ROUTER_ADDRESS],
  })
const poolQuote = (from: `0x${string}`, to: `0x${string}`, amount: bigint) =>
  client().readContract({
    address: SWAP_ROUTER_ADDRESS,
    abi: routerAbi,
    functionName: 'quote',
    args: [from, to, amount],
  })

const tracked = (name: string) => trackedEvents(page(), name)

/** Connected, Account open, then its Swap button: the Swap view once its tokens are there. */
async function openSwap(path = '/?wallets=evm', form = true) {
  await openPlayground(page(), path)
  await connectTestWallet(page())
  await connectButton(page()).click()
  await view().getByRole('heading', { name: shortAlice }).waitFor()
  expect(swapChunks(), 'no swaps code before the Swap button').toEqual([])
  await view().getByRole('button', { name: 'Swap', exact: true }).click()
  if (form) await view().getByRole('form', { name: 'Swap' }).waitFor()
}

/** Picks the token of one side in the picker. */
async function pick(side: 'from' | 'to', symbol: string, axe = false) {
  await view()
    .getByRole('button', { name: new RegExp(`^Swap ${side} `) })
    .click()
  await view().getByRole('searchbox', { name: 'Search tokens' }).waitFor()
  if (axe) await noViolations('the token picker')
  await view()
    .getByRole('button', { name: new RegExp(`\\(${symbol}\\)`) })
    .click()
  await view().getByRole('form', { name: 'Swap' }).waitFor()
}

/** Types the amount and waits for its quote; returns the quote shown, in the target's base units. */
async function quoteFor(amount: string, decimals: number) {
  await amountField().fill(amount)
  const shown = view().getByTestId('swap-to-amount')
  await shown.waitFor()
  return parseUnits((await shown.textContent())!.split(' ')[0]!, decimals)
}

/** Review, then Swap in the preview, and wait for Account. */
async function swap() {
  await view().getByRole('button', { name: 'Review swap' }).click()
  await view().getByTestId('swap-preview-fee').waitFor()
  await view().getByRole('button', { name: 'Swap', exact: true }).click()
  await view().getByRole('heading', { name: shortAlice }).waitFor({ timeout: 20_000 })
}

test('ETH → USDC: the code loads at the Swap button; the quote is the pool’s; the balances move by it within 1 %', async () => {
  await openSwap()
  expect(swapChunks().length).toBeGreaterThan(0)
  await noViolations('the Swap view')
  await pick('to', 'USDC', true)
  const quoted = await quoteFor('1', 6)
  expect(quoted).toBe(await poolQuote(native, USDC_ADDRESS, parseEther('1')))
  expect(await view().getByTestId('swap-fee').textContent()).toMatch(/^Network fee 0\.\d+ ETH \(\$\d+\.\d\d\)$/)
  expect(await view().getByTestId('swap-minimum').textContent()).toMatch(/ USDC$/)
  await noViolations('the Swap view with a quote')
  const [ethBefore, usdcBefore] = [await client().getBalance({ address: alice }), await balanceOf(USDC_ADDRESS)]
  await view().getByRole('button', { name: 'Review swap' }).click()
  await view().getByTestId('swap-preview-fee').waitFor()
  expect(await view().getByTestId('swap-preview-fee').textContent()).toMatch(/^0\.\d+ ETH \(\$\d+\.\d\d\)$/)
  await noViolations('the preview')
  await view().getByRole('button', { name: 'Swap', exact: true }).click()
  await view().getByRole('heading', { name: shortAlice }).waitFor({ timeout: 20_000 })
  await expectToast(page(), 'success', 'Swapped 1 ETH for USDC')
  const got = (await balanceOf(USDC_ADDRESS)) - usdcBefore
  expect(got).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  expect(got).toBeLessThanOrEqual(quoted)
  expect(ethBefore - (await client().getBalance({ address: alice }))).toBeGreaterThan(parseEther('1'))
  await expect.poll(() => tracked('SWAP_SUCCESS')).toContainEqual(expect.objectContaining({ swapFromToken: 'ETH' }))
  await expect
    .poll(() => tracked('SWAP_INITIATED'))
    .toContainEqual(
      expect.objectContaining({ swapFromToken: 'ETH', swapToToken: 'USDC', swapFromAmount: '1', network: 'eip155:1' }),
    )
})

test('the token picker opened before the tokens are in shows them loading, then offers them', async () => {
  await worldControl('faults', { route: '/v1/convert/tokens', method: 'GET', delayMs: 1_500, times: 2 })
  await openSwap()
  await view()
    .getByRole('button', { name: /^Swap from / })
    .click()
  await view().getByRole('img', { name: 'Loading tokens' }).waitFor()
  await view()
    .getByRole('button', { name: /\(USDC\)/ })
    .click()
  await view().getByRole('button', { name: 'Swap from USDC' }).waitFor()
})

test("the token picker reads the tokens itself after the Swap view's read failed, with Try again", async () => {
  await worldControl('faults', { route: '/v1/convert/tokens', method: 'GET', status: 400, times: 2 })
  await openSwap()
  await view().getByRole('alert').getByRole('button', { name: 'Try again' }).waitFor()
  await view()
    .getByRole('button', { name: /^Swap from / })
    .click()
  await view().getByRole('alert').getByRole('button', { name: 'Try again' }).click()
  await view()
    .getByRole('button', { name: /\(USDC\)/ })
    .click()
  await view().getByRole('button', { name: 'Swap from USDC' }).waitFor()
})

test('USDC → DAI asks for an approval first, mined before the swap; the second swap needs none', async () => {
  await openSwap()
  await pick('from', 'USDC')
  await pick('to', 'DAI')
  const daiBefore = await balanceOf(DAI_ADDRESS)
  const quoted = await quoteFor('10', 18)
  await swap()
  expect(await sentTransactions()).toHaveLength(2)
  expect(await allowance(USDC_ADDRESS)).toBeGreaterThan(0n)
  expect((await balanceOf(DAI_ADDRESS)) - daiBefore).toBeGreaterThanOrEqual((quoted * 99n) / 100n)
  await view().getByRole('button', { name: 'Swap', exact: true }).click()
  await view().getByRole('form', { name: 'Swap' }).waitFor()
  await quoteFor('5', 18)
  await swap()
  expect(await sentTransactions()).toHaveLength(3)
})

test("refusing the approval, then the swap: 'Signature declined' each time, balances as they were", async () => {
  await openSwap()
  await wallet(page(), 'setMode', 'reject')
  const before = [
    await client().getBalance({ address: alice }),
    await balanceOf(USDC_ADDRESS),
    await balanceOf(DAI_ADDRESS),
  ]
  await pick('from', 'USDC')
  await pick('to', 'DAI')
  await quoteFor('10', 18)
  await view().getByRole('button', { name: 'Review swap' }).click()
  await view().getByTestId('swap-preview-fee').waitFor()
  await view().getByRole('button', { name: 'Swap', exact: true }).click()
  await page().locator('foyer-modal').getByText('Signature declined').waitFor()
  await view().getByRole('form', { name: 'Swap' }).waitFor()
  expect(((await sentTransactions())[0] as { params?: [{ data?: string }] }).params?.[0]?.data).toMatch(/^0x095ea7b3/)
  expect(await allowance(USDC_ADDRESS)).toBe(0n)
  await pick('from', 'ETH')
  await pick('to', 'USDC')
  await quoteFor('1', 6)
  await view().getByRole('button', { name: 'Review swap' }).click()
  await view().getByTestId('swap-preview-fee').waitFor()
  await view().getByRole('button', { name: 'Swap', exact: true }).click()
  await view().getByRole('form', { name: 'Swap' }).waitFor()
  await page().locator('foyer-modal').getByText('Signature declined').waitFor()
  expect(await sentTransactions()).toHaveLength(2)
  const after = [
    await client().getBalance({ address: alice }),
    await balanceOf(USDC_ADDRESS),
    await balanceOf(DAI_ADDRESS),
  ]
  expect(after).toEqual(before)
  await expect
    .poll(() => tracked('SWAP_ERROR'))
    .toContainEqual(expect.objectContaining({ message: 'Signature declined' }))
})

describe('states where nothing is sent', () => {
  test('a world fault on quotes is an error state with Retry, which then shows the quote', async () => {
    await openSwap()
    await pick('to', 'USDC')
    await worldControl('faults', { route: '/v1/convert/quotes', method: 'GET', status: 500, times: 1 })
    await amountField().fill('1')
    const alert = view().getByRole('alert')
    await alert.getByText('HTTP status code: 500').waitFor()
    await noViolations('the quote error')
    await alert.getByRole('button', { name: 'Retry' }).click()
    await view().getByTestId('swap-to-amount').waitFor()
    expect(await view().getByRole('button', { name: 'Review swap' }).isDisabled()).toBe(false)
  })

  test('zero, more than the balance, and an amount the pool cannot fill: each its own text, no quote asked', async () => {
    await openSwap()
    await pick('to', 'USDC')
    await amountField().fill('0')
    await view().getByText('Enter an amount above 0').waitFor()
    await amountField().fill('20000')
    await view().getByText('Insufficient ETH balance').waitFor()
    expect(await view().getByRole('button', { name: 'Review swap' }).isDisabled()).toBe(true)
    await pick('from', 'USDC')
    await pick('to', 'USDT')
    await worldControl('faults', {
      route: '/v1/convert/quotes',
      method: 'GET',
      status: 400,
      times: 1,
      body: { status: 'FAILED', reasons: [{ field: 'amount', description: 'insufficient liquidity' }] },
    })
    await amountField().fill('10')
    await view().getByText('Insufficient liquidity for this swap').waitFor()
    expect(await sentTransactions()).toHaveLength(0)
  })

  test('a quote the pool has moved past since it was shown is stale: its text, the new quote, nothing sent', async () => {
    await openSwap()
    await pick('to', 'USDC')
    const shown = await quoteFor('1', 6)
    await view().getByRole('button', { name: 'Review swap' }).click()
    await view().getByTestId('swap-preview-fee').waitFor()
    // Someone else trades on the pool meanwhile (anvil's account 1).
    const bob = createWalletClient({
      account: privateKeyToAccount(testAccounts[1]!.privateKey),
      transport: http(chain().rpcUrl),
    })
    const args = [native, USDC_ADDRESS, parseEther('5'), 0n, bob.account.address] as const
    const value = parseEther('5')
    const hash = await bob.writeContract({
      address: SWAP_ROUTER_ADDRESS,
      abi: routerAbi,
      functionName: 'swap',
      args,
      value,
      chain: null,
    })
    await client().waitForTransactionReceipt({ hash })
    await view().getByRole('button', { name: 'Swap', exact: true }).click()
    await view().getByRole('alert').getByText('The price changed: review the new quote').waitFor()
    const fresh = await poolQuote(native, USDC_ADDRESS, parseEther('1'))
    expect(fresh).toBeLessThan(shown)
    expect(parseUnits((await view().getByTestId('swap-to-amount').textContent())!.split(' ')[0]!, 6)).toBe(fresh)
    expect(await sentTransactions()).toHaveLength(0)
  })
})

test("a network outside the swap list shows 'Network not supported for Swaps' and asks the API nothing", async () => {
  await page().route('**/world.json', async (route) => {
    const world = await (await route.fetch()).json()
    world.chains.push({ chainId: 11155111, name: 'Sepolia (local)', rpcUrl: chain().rpcUrl })
    await route.fulfill({ json: world })
  })
  await worldControl('requests', undefined, 'DELETE')
  await openSwap('/?wallets=evm&walletChain=11155111', false)
  await view().getByRole('alert').getByText('Network not supported for Swaps').waitFor()
  await noViolations('the unsupported network')
  const { requests } = (await worldControl('requests?path=/v1/convert/**', undefined, 'GET')) as { requests: unknown[] }
  expect(requests).toEqual([])
})

test("with the panel's Swaps switch off (the world's remote feature), Account offers no Swap and no swap code is fetched", async () => {
  await openPlayground(page(), '/?wallets=evm')
  await page().getByRole('form', { name: 'Features' }).getByRole('checkbox', { name: 'Swaps', exact: true }).click()
  await expect
    .poll(async () => {
      const { features } = (await worldControl('features', undefined, 'GET')) as {
        features: { id: string; isEnabled: boolean }[]
      }
      return features.find((feature) => feature.id === 'swap')?.isEnabled
    })
    .toBe(false)
  await connectTestWallet(page())
  await connectButton(page()).click()
  await view().getByRole('heading', { name: shortAlice }).waitFor()
  await view().getByRole('button', { name: 'Send', exact: true }).waitFor()
  expect(await view().getByRole('button', { name: 'Swap', exact: true }).count()).toBe(0)
  expect(swapChunks()).toEqual([])
})
