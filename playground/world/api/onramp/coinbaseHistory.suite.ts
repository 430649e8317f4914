import { beforeAll, beforeEach, expect, test } from 'vitest'
import { coinbaseHistorySchema, onrampUrlSchema } from '../../../../plugins/onramp/schemas.js'
import type { TestWorld } from '../testing/startTestWorld.js'
import { coinbasePurchases } from './coinbasePurchases.js'

let world: TestWorld

/**
 * The history route with `onramp=coinbase`: the Coinbase purchases of the world's checkouts, and the real server's
 * refusals. Runs inside worldApi.test.ts, which starts one world for every suite.
 */
export function coinbaseHistorySuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    world = getWorld()
  })
  beforeEach(async () => {
    await world.chains.reset()
    world.api.control.reset()
  })

  const buyer = '0x00000000000000000000000000000000000C0fFe'
  const someoneElse = '0x0000000000000000000000000000000000000B0b'
  const solanaKey = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

  /** A Coinbase checkout for `partnerUserId` (the product sends the address), as the URL generator opens it. */
  async function coinbaseCheckout(partnerUserId = buyer, fiat = 25) {
    const answer = await world.client.post('/v1/generators/onrampurl', {
      destinationWallets: [{ address: buyer, blockchains: ['arbitrum'], assets: ['USDC'] }],
      partnerUserId,
      defaultNetwork: 'arbitrum',
      defaultExperience: 'buy',
      presetFiatAmount: fiat,
    })
    expect(answer.status).toBe(200)
    return new URL(onrampUrlSchema.parse(answer.body).url).searchParams.get('session')!
  }
  const history = (address: string, query: Record<string, string> = { onramp: 'coinbase' }) =>
    world.client.get(`/v1/account/${address}/history`, query)

  test("onramp=coinbase lists the address's Coinbase purchases, newest first: bought, then failed", async () => {
    const bought = await coinbaseCheckout(buyer, 25)
    await world.client.world('POST', `checkout/pay?session=${bought}`)
    const failed = await coinbaseCheckout(buyer.toLowerCase(), 40)
    await world.client.world('POST', `checkout/fail?session=${failed}`)
    await coinbaseCheckout() // open: no purchase yet
    await world.client.world('POST', `checkout/cancel?session=${await coinbaseCheckout()}`)
    await world.client.world('POST', `checkout/fail?session=${await coinbaseCheckout(someoneElse)}`)
    const answer = await history(buyer)
    expect(answer.status).toBe(200)
    expect(coinbaseHistorySchema.safeParse(answer.body).success).toBe(true)
    const [newest, older] = answer.body.data
    expect(answer.body.data).toHaveLength(2)
    expect(answer.body.next).toBeNull()
    expect(newest).toEqual({
      id: failed,
      metadata: {
        operationType: 'buy',
        hash: '',
        minedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        sentFrom: 'Coinbase',
        sentTo: buyer,
        status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
        nonce: 1,
        application: null,
        chain: 'eip155:42161',
      },
      transfers: [
        {
          fungible_info: { name: 'USDC', symbol: 'USDC', icon: null },
          nft_info: null,
          direction: 'in',
          quantity: { numeric: '40.000000' },
          value: null,
          price: null,
        },
      ],
    })
    expect(older.id).toBe(bought)
    expect(older.metadata).toMatchObject({
      status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
      hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
    })
    expect(older.transfers[0].quantity.numeric).toBe('25.000000')
    expect(Date.parse(newest.metadata.minedAt)).toBeGreaterThanOrEqual(Date.parse(older.metadata.minedAt))
    const failedPage = await (await fetch(`${world.api.url}/__world/checkout?session=${failed}`)).text()
    expect(failedPage).toContain('<h1>Payment failed</h1>')
  })

  test('a purchase being paid is IN_PROGRESS, without a hash, until the credit is mined', async () => {
    const session = await coinbaseCheckout()
    const paying = world.api.control.pay(session)
    expect(coinbasePurchases(world.api.control.checkouts(), buyer)[0]!.metadata).toMatchObject({
      status: 'ONRAMP_TRANSACTION_STATUS_IN_PROGRESS',
      hash: '',
    })
    await paying
    expect((await history(buyer)).body.data[0].metadata.status).toBe('ONRAMP_TRANSACTION_STATUS_SUCCESS')
  })

  test('a failed purchase cannot be paid afterwards, and Meld purchases are not in the Coinbase history', async () => {
    const session = await coinbaseCheckout()
    expect((await world.client.world('POST', `checkout/fail?session=${session}`)).body.status).toBe('failed')
    expect((await world.client.world('POST', `checkout/pay?session=${session}`)).status).toBe(409)
    const meld = `${world.api.url}/__world/meld?publicKey=k&destinationCurrencyCode=USDC&walletAddress=${buyer}`
    const meldSession = /session=([0-9a-f-]+)/.exec(await (await fetch(meld)).text())![1]!
    await world.client.world('POST', `checkout/fail?session=${meldSession}`)
    expect((await history(buyer)).body.data.map((entry: { id: string }) => entry.id)).toEqual([session])
  })

  test('onramp other than coinbase, or on a non-EVM account, is refused as the real server does; nothing changes', async () => {
    await world.client.world('POST', `checkout/fail?session=${await coinbaseCheckout()}`)
    const before = (await history(buyer)).body
    const refusals = await Promise.all([
      history(buyer, { onramp: 'meld' }),
      history(solanaKey, { onramp: 'coinbase', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
      history(solanaKey),
      history(buyer, { onramp: 'coinbase', chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }),
    ])
    expect(refusals.map((answer) => [answer.status, answer.body])).toEqual([
      [400, { status: 'FAILED', reasons: [{ field: 'provider', description: 'Provider meld is not supported' }] }],
      [400, { status: 'FAILED', reasons: [{ field: 'provider', description: 'Provider coinbase is not supported' }] }],
      [400, { status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] }],
      [400, { status: 'FAILED', reasons: [{ field: 'address', description: 'The address provided is invalid' }] }],
    ])
    expect((await history(buyer)).body).toEqual(before)
    expect((await history(buyer, { chainId: 'eip155:42161' })).body.data).toEqual([])
  })
}
