import { Connection, PublicKey } from '@solana/web3.js'
import { parseUnits } from 'viem'
import { describe, expect, inject, test } from 'vitest'
import { solanaTestAccounts } from '../../playground/world/solana/solanaTestAccounts.js'
import { connectButton, connectTestWallet, openPlayground, runAxe, useBrowser } from './browser.js'
import { alice, onrampChunksOf, onrampHistoryRequests, onrampSteps, rpcOf, shortAlice, usdcOf } from './onrampSteps.js'
import { changeInstance } from './playground.js'
import { worldControl } from './world.js'

// The onramp plugin (issue 17) in Chromium against the world: the Buy form, the world's quotes (or SPEC §8's
// fallbacks), and the world's checkout pages (Meld's, and the generator's for Coinbase) that credit the wallet on
// chain when Pay is pressed in the popup. The restricted regions and the checkout hosts: onrampRegions.test.ts,
// onrampCheckoutHosts.test.ts.

const session = useBrowser()
const { page, view, openBuy, quote, openCheckout, payAndReturn } = onrampSteps(session)
const onrampChunks = () => onrampChunksOf(session)
const noViolations = async (where: string) => expect((await runAxe(page())).violations, where).toEqual([])

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
    expect(await onrampHistoryRequests(), 'a Meld checkout never asks for an onramp history').toEqual([])
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

  test('Coinbase checks out on its pay chain (arbitrum here) through the generated URL, preset with the whole quoted amount', async () => {
    const before = await usdcOf(42161)
    await openBuy('/?wallets=evm&walletChain=42161')
    // 25 USD at the world's rates (2 % fee, 0.50 network fee) quotes 24 USDC: a whole amount, preset as crypto.
    await quote('25', { provider: 'coinbase' })
    await payAndReturn(await openCheckout('Coinbase'))
    const { checkouts } = (await worldControl('checkouts', undefined, 'GET')) as {
      checkouts: { caipNetworkId: string; status: string; amount: string }[]
    }
    expect(checkouts).toEqual([
      expect.objectContaining({ caipNetworkId: 'eip155:42161', status: 'paid', amount: '24' }),
    ])
    expect(await usdcOf(42161)).toBeGreaterThan(before)
  })

  test("a Coinbase purchase that fails at the checkout says so, read from the account's Coinbase history", async () => {
    await openBuy()
    await quote('50', { provider: 'coinbase' })
    const checkout = await openCheckout('Coinbase')
    await checkout.getByRole('button', { name: 'Fail' }).click()
    await checkout.getByRole('heading', { name: 'Payment failed' }).waitFor()
    await checkout.close()
    const failed = view().getByTestId('onramp-failed')
    await failed.waitFor()
    expect(await failed.textContent()).toBe('The purchase failed: Coinbase did not complete it.')
    await noViolations('the failed purchase')
    const asked = await onrampHistoryRequests()
    expect(asked.length).toBeGreaterThan(0)
    for (const request of asked) {
      expect(request.path).toBe(`/v1/account/${alice}/history`)
      expect(request.query).toMatchObject({ onramp: 'coinbase', projectId: inject('world').projectId })
    }
    await view().getByRole('button', { name: 'Back to the amount' }).click()
    await view().getByRole('form', { name: 'Buy' }).waitFor()
    expect(
      await view()
        .getByRole('textbox', { name: /^Amount/ })
        .inputValue(),
    ).toBe('50')
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
    // The 6 s the view watches the balance for a credit after the popup closed pass on Playwright's clock.
    await page().clock.install()
    await openBuy()
    await quote('25')
    const checkout = await openCheckout('Meld')
    await checkout.close()
    const form = view().getByRole('form', { name: 'Buy' })
    await expect
      .poll(
        async () => {
          await page().clock.fastForward(2_000)
          return form.count()
        },
        { timeout: 15_000 },
      )
      .toBe(1)
    await view().getByText('The checkout closed without a payment.').waitFor()
    expect(
      await view()
        .getByRole('textbox', { name: /^Amount/ })
        .inputValue(),
    ).toBe('25')
  })

  test("the playground's Onramp switch takes Buy away and brings it back", async () => {
    const onrampSwitch = () =>
      page().getByRole('form', { name: 'Features' }).getByRole('checkbox', { name: 'Onramp', exact: true })
    /** Opens Account and waits for `expected` Buy buttons (the restricted-region rule answers after the view draws). */
    const expectBuyButtons = async (expected: number) => {
      await connectButton(page()).click()
      await view().getByRole('heading', { name: shortAlice }).waitFor()
      await expect.poll(() => view().getByRole('button', { name: 'Buy', exact: true }).count()).toBe(expected)
      await page().keyboard.press('Escape')
      await view().waitFor({ state: 'detached' })
    }
    await openPlayground(page(), '/?wallets=evm')
    await connectTestWallet(page())
    await expectBuyButtons(1)
    await changeInstance(page(), () => onrampSwitch().click())
    await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAlice)
    await expectBuyButtons(0)
    await changeInstance(page(), () => onrampSwitch().click())
    await expect.poll(() => connectButton(page()).textContent(), { timeout: 10_000 }).toBe(shortAlice)
    await expectBuyButtons(1)
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
