import { beforeAll, beforeEach, expect, test } from 'vitest'
import { balancesSchema } from '../../../../plugins/account/schemas.js'
import { jsonRpc } from '../../chains/jsonRpc.js'
import type { TestWorld } from '../testing/startTestWorld.js'

let world: TestWorld

/** Balances of Solana addresses, read live from the Solana runtime. Runs inside worldApi.test.ts. */
export function solanaBalancesSuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    world = getWorld()
  })
  beforeEach(() => world.solana.reset())

  const balancesOf = async (address: string, chainId?: string) => {
    const answer = await world.client.get(`/v1/account/${address}/balance`, { currency: 'usd', chainId })
    expect(answer.status).toBe(200)
    return balancesSchema.parse(answer.body).balances
  }

  test('a seeded Solana account shows SOL and USDC, priced from the world’s table, with CAIP ids', async () => {
    const { caipNetworkId, mint } = world.solana
    const balances = await balancesOf(world.solana.accounts[0]!.address)
    expect(balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: caipNetworkId,
        value: 150_000,
        price: 150,
        quantity: { decimals: '9', numeric: '1000' },
        iconUrl: `${world.api.url}/__world/token-icons/SOL.svg`,
      },
      {
        name: 'USD Coin',
        symbol: 'USDC',
        chainId: caipNetworkId,
        address: `${caipNetworkId}:${mint.mint}`,
        value: 10_000,
        price: 1,
        quantity: { decimals: '6', numeric: '10000' },
        iconUrl: `${world.api.url}/__world/token-icons/USDC.svg`,
      },
    ])
  })

  test('the balance follows the chain: an airdrop to a fresh address shows up; a CAIP-10 address and chainId work', async () => {
    const fresh = '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'
    const before = await balancesOf(fresh)
    await jsonRpc(world.solana.rpcUrl, 'requestAirdrop', [fresh, 2_500_000_000])
    const after = await balancesOf(`${world.solana.caipNetworkId}:${fresh}`)
    const filtered = await balancesOf(fresh, world.solana.caipNetworkId)
    expect(before.map((balance) => [balance.symbol, balance.quantity.numeric])).toEqual([['SOL', '0']])
    expect(after.map((balance) => [balance.symbol, balance.quantity.numeric, balance.value])).toEqual([
      ['SOL', '2.5', 375],
    ])
    expect(filtered).toEqual(after)
  })

  test('a Solana address asked on an EVM network has no balances', async () => {
    expect(await balancesOf(world.solana.accounts[0]!.address, 'eip155:1')).toEqual([])
  })
}
