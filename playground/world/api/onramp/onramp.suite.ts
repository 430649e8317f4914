import { createPublicClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { beforeAll, beforeEach, expect, test } from 'vitest'
import { jsonRpc } from '../../chains/jsonRpc.js'
import { onrampOptionsSchema, onrampQuoteSchema, onrampUrlSchema } from '../../../../plugins/onramp/schemas.js'
import type { TestWorld } from '../testing/startTestWorld.js'

let world: TestWorld

/** Onramp options, quotes and the checkout that credits the wallet on chain. Runs inside worldApi.test.ts, which starts one world for every suite. */
export function onrampSuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    world = getWorld()
  })

  beforeEach(async () => {
    await world.chains.reset()
    world.api.control.reset()
  })

  const buyer = '0x00000000000000000000000000000000000c0ffe'
  const partnerUserId = 'foyer-playground-user-000000000001'

  const options = async () => onrampOptionsSchema.parse((await world.client.get('/v1/onramp/options')).body)

  test('options offer USD and EUR with the SPEC limits, and USDC and ETH on the world’s networks', async () => {
    const { paymentCurrencies, purchaseCurrencies } = await options()
    expect(paymentCurrencies.map((currency) => currency.id)).toEqual(['USD', 'EUR'])
    expect(paymentCurrencies[0]!.payment_method_limits).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect(purchaseCurrencies.map((currency) => currency.symbol)).toEqual(['USDC', 'ETH'])
    expect(purchaseCurrencies[0]!.networks.map((network) => [network.chain_id, network.contract_address])).toEqual([
      ['1', world.chains.chains[0]!.contracts.usdc],
      ['42161', world.chains.chains[1]!.contracts.usdc],
    ])
  })

  test('a quote charges a provider fee of 1-2 % and a network fee, at fixed rates', async () => {
    const { paymentCurrencies, purchaseCurrencies } = await options()
    const quoteFor = async (amount: string, currency = 0, purchase = 0) =>
      world.client.post('/v1/onramp/quote', {
        purchaseCurrency: purchaseCurrencies[purchase],
        paymentCurrency: paymentCurrencies[currency],
        amount,
        network: purchaseCurrencies[purchase]!.symbol,
      })
    const small = onrampQuoteSchema.parse((await quoteFor('50')).body)
    const large = onrampQuoteSchema.parse((await quoteFor('5000')).body)
    const euroEth = onrampQuoteSchema.parse((await quoteFor('300', 1, 1)).body)
    expect(small).toMatchObject({
      paymentTotal: { amount: '50.00', currency: 'USD' },
      coinbaseFee: { amount: '1.00', currency: 'USD' },
      networkFee: { amount: '0.50', currency: 'USD' },
      paymentSubtotal: { amount: '48.50', currency: 'USD' },
      purchaseAmount: { amount: '48.500000', currency: 'USDC' },
    })
    expect(Number(large.coinbaseFee!.amount) / 5000).toBe(0.01)
    expect(euroEth.purchaseAmount).toEqual({ amount: ((295.0 * 1.08) / 3000).toFixed(8), currency: 'ETH' })
    const tooSmall = await quoteFor('5')
    expect(tooSmall.status).toBe(400)
    expect(tooSmall.body.reasons[0].description).toBe('Amount must be between 10.00 and 25000.00 USD')
  })

  async function checkout(asset: string, blockchain: string, amount: Record<string, number>) {
    const answer = await world.client.post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: [blockchain], assets: [asset] }],
      partnerUserId,
      defaultNetwork: blockchain,
      defaultExperience: 'buy',
      ...amount,
    })
    expect(answer.status).toBe(200)
    return onrampUrlSchema.parse(answer.body).url
  }

  test('paying the checkout mints USDC to the destination wallet on chain', async () => {
    const url = await checkout('USDC', 'arbitrum', { presetFiatAmount: 25 })
    const page = await (await fetch(url)).text()
    const session = new URL(url).searchParams.get('session')!
    const info = world.chains.chains[1]!
    const client = createPublicClient({ transport: http(info.rpcUrl) })
    const balance = () =>
      client.readContract({ address: info.contracts.usdc, abi: erc20Abi, functionName: 'balanceOf', args: [buyer] })
    const before = await balance()
    const paid = await fetch(`${world.api.url}/__world/checkout/pay?session=${session}`, { method: 'POST' })
    expect(url.startsWith(`${world.api.url}/__world/checkout?`)).toBe(true)
    expect(page).toContain('<button type="submit">Pay</button>')
    expect(page).toContain('<button type="submit">Cancel</button>')
    expect(await paid.json()).toMatchObject({ status: 'paid', hash: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
    expect((await balance()) - before).toBe(parseUnits('25', 6))
    expect(await (await fetch(url)).text()).toContain('Payment complete')
  })

  test('the page’s Pay button credits native ETH and answers the completed page', async () => {
    const url = await checkout('ETH', 'ethereum', { presetCryptoAmount: 2 })
    const session = new URL(url).searchParams.get('session')!
    const client = createPublicClient({ transport: http(world.chains.chains[0]!.rpcUrl) })
    const before = await client.getBalance({ address: buyer })
    const form = await fetch(`${world.api.url}/__world/checkout/pay?session=${session}`, {
      method: 'POST',
      headers: { accept: 'text/html', 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(form.headers.get('content-type')).toContain('text/html')
    expect(await form.text()).toContain('<h1>Payment complete</h1>')
    expect((await client.getBalance({ address: buyer })) - before).toBe(parseEther('2'))
  })

  test('a cancelled checkout credits nothing and cannot be paid afterwards', async () => {
    const url = await checkout('USDC', 'ethereum', {})
    const session = new URL(url).searchParams.get('session')!
    const cancelled = await world.client.world('POST', `checkout/cancel?session=${session}`)
    const paid = await world.client.world('POST', `checkout/pay?session=${session}`)
    expect(cancelled.body.status).toBe('cancelled')
    expect(paid.status).toBe(409)
    expect(await (await fetch(url)).text()).toContain('Payment cancelled')
  })

  test('the URL generator refuses a short partnerUserId and an unknown asset', async () => {
    const base = {
      destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['USDC'] }],
      partnerUserId,
      defaultExperience: 'buy',
    }
    const shortId = await world.client.post('/v1/generators/onrampurl', { ...base, partnerUserId: 'me' })
    const doge = await world.client.post('/v1/generators/onrampurl', {
      ...base,
      destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['DOGE'] }],
    })
    expect([shortId.status, doge.status]).toEqual([400, 400])
    expect(shortId.body.reasons[0].field).toBe('partnerUserId')
  })

  const meldUrl = (currency: string, walletAddress: string) => {
    const query = new URLSearchParams({
      publicKey: 'WXETMuFUQmqqybHuRkSgxv:25B8LJHSfpG6LVjR2ytU5Cwh7Z4Sch2ocoU',
      destinationCurrencyCode: currency,
      walletAddress,
      externalCustomerId: 'world-test',
    })
    return `${world.api.url}/__world/meld?${query}`
  }

  test('the Meld page sells SOL to a Solana address: paying credits it on the localnet', async () => {
    const address = world.solana.accounts[6]!.address
    const lamports = async () =>
      ((await jsonRpc(world.solana.rpcUrl, 'getBalance', [address])) as { value: number }).value
    const before = await lamports()
    const page = await (await fetch(meldUrl('SOL', address))).text()
    expect(page).toContain(world.solana.caipNetworkId)
    const session = /session=([0-9a-f-]+)/.exec(page)![1]!
    const paid = await world.client.world('POST', `checkout/pay?session=${session}`)
    expect(paid.body).toMatchObject({ status: 'paid', hash: expect.any(String) })
    expect((await lamports()) - before).toBe(Number(parseUnits((100 / 150).toFixed(9), 9)))
  })

  test('the Meld page sells USDC to an EVM address on eip155:1, and refuses a mismatched address', async () => {
    const page = await (await fetch(meldUrl('USDC', buyer))).text()
    expect(page).toContain('eip155:1')
    expect(page).toContain('100.000000 USDC')
    const wrong = await fetch(meldUrl('SOL', buyer))
    expect(wrong.status).toBe(400)
    expect(await wrong.json()).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'walletAddress', description: 'Invalid Solana address' }],
    })
  })

  test('the Meld page with a preset fiat amount sells what the quote for it buys', async () => {
    const page = await (await fetch(`${meldUrl('USDC', buyer)}&sourceAmount=100&sourceCurrencyCode=USD`)).text()
    // 100 USD: a 1.5 % fee and the 0.50 network fee leave 98.00 USD, 98 USDC at 1 USD.
    expect(page).toContain('98.000000 USDC')
  })
}
