import type { Kernel, Network } from 'foyer'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { startWorld, type World } from '../../playground/world/startWorld.js'
import { testAccounts } from '../../playground/world/testing.js'
import { createWorldFoyer } from '../../tests/world/createWorldFoyer.js'
import { swapApi } from './api.js'

// The swaps plugin's data-API calls against the world's stand-in, which refuses a quote without its gas price and
// a price or build request without the project id in its body (SPEC §7).

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())

let kernel: Kernel
let network: Network
beforeEach(async () => {
  await world.reset()
  kernel = await createWorldFoyer(world.config).foyer.ready()
  network = kernel.networks.find('eip155:1')!
})

const alice = testAccounts[0]!
const tokenOf = async (symbol: string) => {
  const token = (await swapApi(kernel).tokens(network)).find((entry) => entry.symbol === symbol)
  if (!token) throw new TypeError(`the world has no ${symbol} on ${network.caipNetworkId}`)
  return token.address
}

test('a quote is asked at the network’s standard gas price, from the gas-price call', async () => {
  const api = swapApi(kernel)
  const [from, to] = [await tokenOf('USDC'), await tokenOf('DAI')]
  const out = await api.quote(network, { from, to, amount: 1_000_000n, userAddress: alice.address })
  const { standard } = await api.gasPrice(network)
  const [asked] = world.api.control.requests({ path: '/v1/convert/quotes' })
  expect(out).toBeGreaterThan(0n)
  expect(asked?.query).toMatchObject({ gasPrice: standard, amount: '1000000', from, to })
})

test('prices and the swap transaction are asked with the project id in their bodies', async () => {
  const api = swapApi(kernel)
  const [eth, usdc] = [await tokenOf('ETH'), await tokenOf('USDC')]
  const prices = await api.prices([eth, usdc])
  const tx = await api.buildTransaction(network, {
    from: eth,
    to: usdc,
    userAddress: `eip155:1:${alice.address}`,
    amount: 10n ** 16n,
  })
  expect(prices).toEqual({ ETH: 3000, USDC: 1 })
  expect(tx.to.toLowerCase()).toContain('eip155:1:0x')
})
