import { Connection, PublicKey } from '@solana/web3.js'
import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http, parseUnits } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { USDC_ADDRESS } from '../../playground/world/chains/tokens.js'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { connectButton, connectTestWallet, dialog, openPlayground, runAxe, useBrowser } from './browser.js'
import { worldControl } from './world.js'

// The onramp plugin (issue 17) in Chromium against the world: the Buy form, the world's quotes (or SPEC §8's
// fallbacks), and the world's checkout pages (Meld's, and the generator's for Coinbase) that credit the wallet on
// chain when Pay is pressed in the popup.

const session = useBrowser()
const page = () => session.page
const view = () => dialog(page())
const alice = testAccounts[0]!.address
const shortAlice = '0xf3…b92266'
const onrampChunks = () =>
  session.requests.filter((url) => /plugins\/onramp|Onramp(View|QuoteView|CheckoutView)/.test(url))
const noViolations = async (where: string) => expect((await runAxe(page())).violations, where).toEqual([])
const rpcOf = (chainId: number | string) =>
  (inject('world').chains.find((candidate) => String(candidate.chainId) === String(chainId)) as { rpcUrl: string })
    .rpcUrl
const usdcOf = (chainId: number) =>
  createPublicClient({ transport: http(rpcOf(chainId)) }).readContract({
    address: USDC_ADDRESS,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [alice],
  })

/** Connected, the Account view open, then Buy (whose code loads only then): the form, once its options are in. */
async function openBuy(path = '/?wallets=evm', heading = shortAlice, connect = () => connectTestWallet(page())) {
  await openPlayground(page(), path)
  await connect()
  await connectButton(page()).click()
  await view().getByRole('heading', { name: heading }).waitFor()
  expect(onrampChunks(), 'no onramp code before Buy').toEqual([])
  await view().getByRole('button', { name: 'Buy', exact: true }).click()
  await view().getByRole('form', { name: 'Buy' }).waitFor()
}

/** Fills the amount (and the method, provider), gets the quote; returns the quoted purchase amount. */
async function quote(amount: string, choices: { method?: string; provider?: string } = {}) {
  if (choices.method) await view().getByRole('combobox', { name: 'Pay with' }).selectOption({ label: choices.method })
  await view()
    .getByRole('textbox', { name: /^Amount/ })
    .fill(amount)
  if (choices.provider) await view().getByRole('combobox', { name: 'Provider' }).selectOption(choices.provider)
  await view().getByRole('button', { name: 'Get a quote' }).click()
  await view().getByTestId('onramp-purchase-amount').waitFor()
  return (await view().getByTestId('onramp-purchase-amount').textContent()) ?? ''
}

/** Continue: the checkout popup opens on the world's page; the view shows the pending purchase. */
async function openCheckout(provider: string): Promise<Page> {
  const popup = page().waitForEvent('popup')
  await view()
    .getByRole('button', { name: `Continue with ${provider}` })
    .click()
  const checkout = await popup
  await checkout.getByRole('heading', { name: 'Checkout' }).waitFor()
  await view().getByTestId('onramp-pending').waitFor()
  return checkout
}

/** Pays in the popup, closes it, and waits for the credited amount in the view. */
async function payAndReturn(checkout: Page) {
  await checkout.getByRole('button', { name: 'Pay' }).click()
  await checkout.getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 20_000 })
  await checkout.close()
  await view().getByTestId('onramp-credited').waitFor({ timeout: 20_000 })
  return (await view().getByTestId('onramp-credited').textContent()) ?? ''
}

describe('buying crypto through the onramp', () => {
  test('USDC with Meld on eip155: the balance on anvil rises by the quoted amount; every view passes axe', async () => {
    const before = await usdcOf(1)
    await openBuy()
    expect(onrampChunks().length, 'the onramp chunk loads when Buy is first used').toBeGreaterThan(0)
    await noViolations('the Buy form')
    const quoted = await quote('100')
    expect(quoted).toBe('98.000000 USDC')
    expect(await view().getByTestId('onramp-total').textContent()).toBe('100.00 USD')
    expect(await view().getByTestId('onramp-provider-fee').textContent()).toBe('1.50 USD')
    expect(await view().getByTestId('onramp-network-fee').textContent()).toBe('0.50 USD')
    expect(await view().getByTestId('onramp-subtotal').textContent()).toBe('98.00 USD')
    expect(await view().getByTestId('onramp-quote-id').textContent()).toMatch(/^[0-9a-f-]{36}$/)
    await noViolations('the quote')
    const checkout = await openCheckout('Meld')
    await noViolations('the pending purchase')
    expect(await payAndReturn(checkout)).toBe('98 USDC received')
    await noViolations('the credited purchase')
    expect((await usdcOf(1)) - before).toBe(parseUnits('98', 6))
  })

  test('SOL with Meld on the Solana localnet: the wallet is credited the quoted SOL', async () => {
    const address = solanaTestAccounts[0]!.address
    const solana = new Connection(rpcOf(inject('world').chains.find((c) => c.namespace === 'solana')!.chainId))
    const before = await solana.getBalance(new PublicKey(address))
    const heading = `${address.slice(0, 4)}…${address.slice(-6)}`
    await openBuy('/?wallets=solana&namespaces=solana', heading, async () => {
      await connectButton(page()).click()
      await view()
        .getByRole('button', { name: /^Test Wallet(?: [a-z]|$)/ })
        .first()
        .click()
      await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(heading)
    })
    expect(await view().getByRole('combobox', { name: 'Buy' }).inputValue()).toBe('SOL')
    expect(await quote('150')).toBe('0.981667 SOL')
    expect(await payAndReturn(await openCheckout('Meld'))).toBe('0.981667 SOL received')
    expect((await solana.getBalance(new PublicKey(address))) - before).toBe(981_667_000)
  })

  test('Coinbase checks out on its pay chain (arbitrum here) through the generated URL', async () => {
    const before = await usdcOf(42161)
    await openBuy('/?wallets=evm&walletChain=42161')
    await quote('50', { provider: 'coinbase' })
    await payAndReturn(await openCheckout('Coinbase'))
    const { checkouts } = (await worldControl('checkouts', undefined, 'GET')) as {
      checkouts: { caipNetworkId: string; status: string }[]
    }
    expect(checkouts).toEqual([expect.objectContaining({ caipNetworkId: 'eip155:42161', status: 'paid' })])
    expect(await usdcOf(42161)).toBeGreaterThan(before)
  })

  test('each payment method says its limits: card 10.00 to 7,500.00, bank 10.00 to 25,000.00', async () => {
    await openBuy()
    const amount = view().getByRole('textbox', { name: /^Amount/ })
    const cases: [string, string, string][] = [
      ['Card', '9.99', 'The minimum by card is 10.00 USD'],
      ['Card', '7500.01', 'The maximum by card is 7,500.00 USD'],
      ['Bank account', '25000.01', 'The maximum by bank account is 25,000.00 USD'],
    ]
    for (const [method, typed, message] of cases) {
      await view().getByRole('combobox', { name: 'Pay with' }).selectOption({ label: method })
      await amount.fill(typed)
      await expect.poll(() => view().getByText(message).count()).toBe(1)
      expect(await view().getByRole('button', { name: 'Get a quote' }).isDisabled()).toBe(true)
    }
    await amount.fill('25000')
    expect(await view().getByRole('button', { name: 'Get a quote' }).isDisabled()).toBe(false)
  })

  test('failing options and quote routes show the built-in defaults and a quote marked as an estimate', async () => {
    await worldControl('faults', { route: '/v1/onramp/options', status: 500, times: null })
    await worldControl('faults', { route: '/v1/onramp/quote', status: 500, times: null })
    await openBuy()
    await view().getByTestId('onramp-default-options').waitFor()
    expect(await quote('40')).toBe('About 40.00 USD of USDC')
    await view().getByTestId('onramp-estimate').waitFor()
    expect(await view().getByTestId('onramp-quote-id').textContent()).toBe('mocked-quote-id')
    expect(await view().getByTestId('onramp-network-fee').textContent()).toBe('Set at checkout')
    await noViolations('the estimate')
  })

  test('a checkout closed without payment returns to the amount', async () => {
    await openBuy()
    await quote('25')
    const checkout = await openCheckout('Meld')
    await checkout.close()
    await view().getByRole('form', { name: 'Buy' }).waitFor({ timeout: 15_000 })
    await view().getByText('The checkout closed without a payment.').waitFor()
    expect(
      await view()
        .getByRole('textbox', { name: /^Amount/ })
        .inputValue(),
    ).toBe('25')
  })

  test('in a restricted timezone Buy is hidden, with a note saying why', async () => {
    const cdp = await session.context.newCDPSession(page())
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Asia/Shanghai' })
    await openPlayground(page(), '/?wallets=evm')
    await connectTestWallet(page())
    await connectButton(page()).click()
    await view().getByRole('heading', { name: shortAlice }).waitFor()
    await view().getByText('Buying crypto is not available in your region').waitFor()
    expect(await view().getByRole('button', { name: 'Buy', exact: true }).count()).toBe(0)
    expect(onrampChunks()).toEqual([])
  })
  test("the playground's Onramp switch takes Buy away and brings it back", async () => {
    const onrampSwitch = () =>
      page().getByRole('form', { name: 'Features' }).getByRole('checkbox', { name: 'Onramp', exact: true })
    const buyButtons = async () => {
      await connectButton(page()).click()
      await view().getByRole('heading', { name: shortAlice }).waitFor()
      const count = await view().getByRole('button', { name: 'Buy', exact: true }).count()
      await page().keyboard.press('Escape')
      await view().waitFor({ state: 'detached' })
      return count
    }
    await openPlayground(page(), '/?wallets=evm')
    await connectTestWallet(page())
    expect(await buyButtons()).toBe(1)
    await onrampSwitch().click()
    await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAlice)
    expect(await buyButtons()).toBe(0)
    await onrampSwitch().click()
    await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAlice)
    expect(await buyButtons()).toBe(1)
  })
  test("a generated checkout URL off Coinbase's host is refused with a clear error, nothing opened", async () => {
    await worldControl('faults', {
      route: '/v1/generators/onrampurl',
      status: 200,
      body: { url: 'javascript:alert(1)' },
      times: null,
    })
    await openBuy()
    await quote('50', { provider: 'coinbase' })
    const popup = page().waitForEvent('popup')
    await view().getByRole('button', { name: 'Continue with Coinbase' }).click()
    const opened = await popup
    await view().getByRole('alert').getByText("The checkout page is not on the provider's host").waitFor()
    await expect.poll(() => opened.isClosed()).toBe(true)
    expect(await view().getByTestId('onramp-pending').count()).toBe(0)
  })
})
