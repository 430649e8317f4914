import type { Route } from 'playwright-core'
import { describe, expect, inject, test } from 'vitest'
import { type Anvil, startAnvil } from '../../playground/world/chains/startAnvil.js'
import { runAxe, useBrowser } from './browser.js'
import { onrampSteps, usdcOf } from './onrampSteps.js'
import { worldControl } from './world.js'

// Where the onramp's checkouts open: `urls.onrampCheckout` (the playground's `?onrampCheckout=`) in place of Meld's
// and Coinbase's hosts, and SPEC §9's fallback of Coinbase to ethereum on a chain outside its pay chains.

const session = useBrowser()
const { page, view, openBuy, quote, openCheckout, pay, payAndReturn } = onrampSteps(session)

interface WorldCheckout {
  caipNetworkId: string
  status: string
}
const checkouts = async () =>
  ((await worldControl('checkouts', undefined, 'GET')) as { checkouts: WorldCheckout[] }).checkouts

describe('the onramp checkout hosts', () => {
  test('urls.onrampCheckout: Meld opens on that host and credits; a Coinbase URL off it is refused', async () => {
    // The world's data API under another origin (localhost, not 127.0.0.1): the one checkout host.
    const host = new URL(inject('world').urls.api)
    host.hostname = 'localhost'
    const onrampCheckout = `${host.origin}/__world/meld`
    await openBuy(`/?wallets=evm&onrampCheckout=${encodeURIComponent(onrampCheckout)}`)
    await quote('100')
    const checkout = await openCheckout('Meld')
    expect(new URL(checkout.url()).origin).toBe(host.origin)
    expect(new URL(checkout.url()).pathname).toBe('/__world/meld')
    expect(await payAndReturn(checkout)).toBe('98 USDC received')

    await view().getByRole('button', { name: 'Done' }).click()
    await view().getByRole('button', { name: 'Buy', exact: true }).click()
    await quote('50', { provider: 'coinbase' })
    const popup = page().waitForEvent('popup')
    await view().getByRole('button', { name: 'Continue with Coinbase' }).click()
    const opened = await popup
    // The generator answers with its page on 127.0.0.1, which is not the configured host.
    await view().getByRole('alert').getByText("The checkout page is not on the provider's host").waitFor()
    await expect.poll(() => opened.isClosed()).toBe(true)
  })

  test('Coinbase on a chain outside its pay chains (31337) sells on ethereum: the credit lands on chain 1', async () => {
    // A third EVM chain, outside SPEC §9's list: an anvil of its own, added to what the world tells the page.
    const anvil: Anvil = await startAnvil({ chainId: 31337 })
    try {
      await page().route('**/world.json', async (route: Route) => {
        const response = await route.fetch()
        const world = (await response.json()) as { chains: unknown[] }
        const local = { chainId: 31337, name: 'Local 31337', rpcUrl: anvil.rpcUrl, namespace: 'eip155' }
        await route.fulfill({ response, json: { ...world, chains: [...world.chains, local] } })
      })
      const before = await usdcOf(1)
      await openBuy('/?wallets=evm&walletChain=31337&networks=31337')
      await quote('50', { provider: 'coinbase' })
      expect(await view().getByTestId('onramp-delivery-network').textContent()).toBe(
        'Coinbase does not sell on Local 31337: the USDC arrives on Ethereum.',
      )
      expect((await runAxe(page())).violations, 'the quote with its delivery network').toEqual([])
      const checkout = await openCheckout('Coinbase')
      expect(await checkouts()).toEqual([expect.objectContaining({ caipNetworkId: 'eip155:1', status: 'open' })])
      await pay(checkout)
      await checkout.close()
      await view().getByTestId('onramp-elsewhere').waitFor({ timeout: 20_000 })
      expect((await runAxe(page())).violations, 'the closed checkout, delivered elsewhere').toEqual([])
      expect(await checkouts()).toEqual([expect.objectContaining({ caipNetworkId: 'eip155:1', status: 'paid' })])
      expect(await usdcOf(1)).toBeGreaterThan(before)
    } finally {
      await anvil.stop()
    }
  })
})
