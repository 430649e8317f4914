import { createPublicClient, erc20Abi, formatUnits, http, parseUnits } from 'viem'
import { beforeAll, expect, test } from 'vitest'
import { supportedChainsSchema } from '../../../../kernel/config/supportedChainsSchema.js'
import { balancesSchema } from '../../../../plugins/account/schemas.js'
import { fungiblePriceSchema } from '../../../../plugins/swaps/schemas.js'
import type { TestWorld } from '../testing/startTestWorld.js'
import { walletFor } from '../testing/walletFor.js'

let world: TestWorld

/** Supported chains, balances read live, fungible prices. Runs inside worldApi.test.ts, which starts one world for every suite. */
export function balancesSuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    world = getWorld()
  })

  const balancesOf = async (address: string, chainId?: string) => {
    const answer = await world.client.get(`/v1/account/${address}/balance`, { currency: 'usd', chainId })
    expect(answer.status).toBe(200)
    return balancesSchema.parse(answer.body).balances
  }

  test('supported chains list the world’s networks over HTTP and WebSocket, the Solana localnet last', async () => {
    const answer = supportedChainsSchema().parse((await world.client.get('/v1/supported-chains')).body)
    const solana = world.solana.caipNetworkId
    expect(answer).toEqual({ http: ['eip155:1', 'eip155:42161', solana], ws: ['eip155:1', 'eip155:42161', solana] })
  })

  test('a seeded account’s balances are read live: native and every held token, priced from the table', async () => {
    const { address } = world.chains.accounts[0]!
    const info = world.chains.chains[0]!
    const client = createPublicClient({ transport: http(info.rpcUrl) })
    const balances = await balancesOf(address, 'eip155:1')
    const eth = balances.find((balance) => balance.symbol === 'ETH')!
    const usdc = balances.find((balance) => balance.symbol === 'USDC')!
    const onChain = await client.readContract({
      address: info.contracts.usdc,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
    expect(eth).toMatchObject({ name: 'Ether', chainId: 'eip155:1', price: 3000, quantity: { decimals: '18' } })
    expect(eth.address).toBeUndefined()
    expect(eth.value).toBeCloseTo(Number(eth.quantity.numeric) * 3000)
    expect(usdc).toMatchObject({
      address: `eip155:1:${info.contracts.usdc}`,
      price: 1,
      quantity: { decimals: '6', numeric: formatUnits(onChain, 6) },
    })
    expect(usdc.iconUrl).toBe(`${world.api.url}/__world/token-icons/USDC.svg`)
    expect((await fetch(usdc.iconUrl)).headers.get('content-type')).toBe('image/svg+xml')
  })

  test('a fresh address shows only its native balance until a token arrives', async () => {
    const fresh = '0x00000000000000000000000000000000000f00d1'
    const before = await balancesOf(fresh, 'eip155:42161')
    const wallet = walletFor(world.chains, 0, 1)
    const usdt = world.chains.chains[1]!.contracts.usdt
    const hash = await wallet.writeContract({
      address: usdt,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [fresh, parseUnits('2.5', 6)],
    })
    await createPublicClient({ transport: http(world.chains.chains[1]!.rpcUrl) }).waitForTransactionReceipt({ hash })
    const after = await balancesOf(fresh, 'eip155:42161')
    expect(before.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([['ETH', '0']])
    expect(after.map((balance) => [balance.symbol, balance.quantity.numeric, balance.value])).toEqual([
      ['ETH', '0', 0],
      ['USDT', '2.5', 2.5],
    ])
  })

  test('without chainId every world network is listed; an unknown network has no balances', async () => {
    const { address } = world.chains.accounts[0]!
    const all = await balancesOf(address)
    const polygon = await balancesOf(address, 'eip155:137')
    expect(new Set(all.map((balance) => balance.chainId))).toEqual(new Set(['eip155:1', 'eip155:42161']))
    expect(polygon).toEqual([])
  })

  test('forceUpdate names tokens of the network asked for: CAIP-10 ones are read, anything else is a 400', async () => {
    const { address } = world.chains.accounts[0]!
    const usdc = `eip155:1:${world.chains.chains[0]!.contracts.usdc}`
    const ask = (forceUpdate: string) =>
      world.client.get(`/v1/account/${address}/balance`, { currency: 'usd', chainId: 'eip155:1', forceUpdate })
    const [good, plain, elsewhere] = [await ask(usdc), await ask('0x1'), await ask(`eip155:42161:${address}`)]
    expect([good.status, plain.status, elsewhere.status]).toEqual([200, 400, 400])
    expect([plain.body.reasons[0].field, elsewhere.body.reasons[0].field]).toEqual(['forceUpdate', 'forceUpdate'])
  })

  test('a bad address is a 400 with a reason', async () => {
    const answer = await world.client.get('/v1/account/0x123/balance', { currency: 'usd' })
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].field).toBe('address')
  })

  test('fungible prices come from the same table, for the tokens the world knows', async () => {
    const { contracts } = world.chains.chains[0]!
    const answer = await world.client.post('/v1/fungible/price', {
      currency: 'usd',
      projectId: 'world-test',
      addresses: [
        'eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        `eip155:1:${contracts.dai}`,
        'eip155:1:0x0000000000000000000000000000000000000001',
      ],
    })
    const { fungibles } = fungiblePriceSchema.parse(answer.body)
    expect(fungibles.map((fungible) => [fungible.symbol, fungible.price, fungible.decimals])).toEqual([
      ['ETH', 3000, 18],
      ['DAI', 1, 18],
    ])
  })

  test('a price request without the project id in its body is a 400 naming the field', async () => {
    const answer = await world.client.post('/v1/fungible/price', {
      currency: 'usd',
      addresses: ['eip155:1:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
    })
    expect(answer.status).toBe(400)
    expect(answer.body.reasons[0].field).toBe('projectId')
  })
}
