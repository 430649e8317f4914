import type { Page } from 'playwright-core'
import { createPublicClient, erc20Abi, http } from 'viem'
import { expect, inject } from 'vitest'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { USDC_ADDRESS } from '../../playground/world/chains/tokens.js'
import { type BrowserSession, connectButton, connectTestWallet, dialog, openPlayground } from './browser.js'
import { worldControl } from './world.js'

// The steps of the onramp's browser tests (onramp*.test.ts): open Buy, get a quote, open the checkout popup, pay.

export const alice = testAccounts[0]!.address
export const shortAlice = '0xf3…b92266'

/** The onramp's code the page fetched: the plugin's views (the build names chunks after their modules). */
export const onrampChunksOf = (session: BrowserSession) =>
  session.requests.filter((url) => /plugins\/onramp|Onramp(View|QuoteView|CheckoutView)/.test(url))

export const rpcOf = (chainId: number | string) =>
  (inject('world').chains.find((candidate) => String(candidate.chainId) === String(chainId)) as { rpcUrl: string })
    .rpcUrl

/** Alice's USDC on a world chain. */
export const usdcOf = (chainId: number) =>
  createPublicClient({ transport: http(rpcOf(chainId)) }).readContract({
    address: USDC_ADDRESS,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [alice],
  })

/** The history requests the world received that asked for an onramp's purchases (`onramp=…`), oldest first. */
export async function onrampHistoryRequests() {
  const { requests } = (await worldControl('requests?path=/v1/account/*/history&method=GET', undefined, 'GET')) as {
    requests: { path: string; query: Record<string, string> }[]
  }
  return requests.filter((request) => 'onramp' in request.query)
}

export function onrampSteps(session: BrowserSession) {
  const page = () => session.page
  const view = () => dialog(page())

  /** Connected, the Account view open, then Buy (whose code loads only then): the form, once its options are in. */
  async function openBuy(path = '/?wallets=evm', heading = shortAlice, connect = () => connectTestWallet(page())) {
    await openPlayground(page(), path)
    await connect()
    await connectButton(page()).click()
    await view().getByRole('heading', { name: heading }).waitFor()
    expect(onrampChunksOf(session), 'no onramp code before Buy').toEqual([])
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

  /** Pays in the popup and waits for the world's page to say so. */
  async function pay(checkout: Page) {
    await checkout.getByRole('button', { name: 'Pay' }).click()
    await checkout.getByRole('heading', { name: 'Payment complete' }).waitFor({ timeout: 20_000 })
  }

  /** Pays in the popup, closes it, and waits for the credited amount in the view. */
  async function payAndReturn(checkout: Page) {
    await pay(checkout)
    await checkout.close()
    await view().getByTestId('onramp-credited').waitFor({ timeout: 20_000 })
    return (await view().getByTestId('onramp-credited').textContent()) ?? ''
  }

  return { page, view, openBuy, quote, openCheckout, pay, payAndReturn }
}
