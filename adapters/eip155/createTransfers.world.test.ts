import type { Kernel } from 'foyer'
import { createPublicClient, erc20Abi, http } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { USDC_ADDRESS } from '../../playground/world/chains/tokens.js'
import { startWorld, type World } from '../../playground/world/startWorld.js'
import { createWorldFoyer } from '../../tests/world/createWorldFoyer.js'

// The Send and Pay views' capabilities of the eip155 adapter (transfer, estimateTransferFee, waitForTransaction,
// tokenMetadata, isAddress) against the world's anvil chain, the world's test wallet as the connector.

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())

let kernel: Kernel
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = () => kernel.networks.active('eip155')!
const chain = () => createPublicClient({ transport: http(network().rpcUrls.default.http[0]) })
const usdcOf = (address: `0x${string}`) =>
  chain().readContract({ address: USDC_ADDRESS, abi: erc20Abi, functionName: 'balanceOf', args: [address] })

beforeEach(async () => {
  await world.reset()
  const { foyer } = createWorldFoyer(world.config)
  kernel = await foyer.ready()
  await kernel.connections.connect({ namespace: 'eip155', connectorId: 'test' })
  return () => foyer.destroy()
})

describe('transfers', () => {
  test('ETH: the fee estimateTransferFee prices (gas times the gas price) is the fee paid; the hash is mined', async () => {
    const parameters = { connectorId: 'test', network: network(), to: bob, amount: 10n ** 18n }
    const before = await chain().getBalance({ address: alice })
    const priced = await kernel.adapters.capability('eip155', 'estimateTransferFee')(parameters)
    expect(priced.fee).toBe(priced.gas! * priced.gasPrice!)
    const hash = await kernel.adapters.capability('eip155', 'transfer')({ ...parameters, priced })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await kernel.adapters.capability('eip155', 'waitForTransaction')({ network: network(), hash })).toEqual({
      reverted: false,
      blockNumber: expect.any(BigInt),
    })
    expect(await chain().getBalance({ address: alice })).toBe(before - 10n ** 18n - priced.fee)
  })

  test("USDC: the adapter builds the token's transfer; the receiver's balance grows by the amount", async () => {
    const before = await usdcOf(bob)
    const parameters = { connectorId: 'test', network: network(), to: bob, amount: 2_500_000n, token: USDC_ADDRESS }
    const priced = await kernel.adapters.capability('eip155', 'estimateTransferFee')(parameters)
    const hash = await kernel.adapters.capability('eip155', 'transfer')({ ...parameters, priced })
    await kernel.adapters.capability('eip155', 'waitForTransaction')({ network: network(), hash })
    expect(await usdcOf(bob)).toBe(before + 2_500_000n)
  })
})

test('tokenMetadata reads a token’s symbol and decimals from the chain; an address with no token answers none', async () => {
  const read = kernel.adapters.capability('eip155', 'tokenMetadata')
  expect(await read({ network: network(), token: USDC_ADDRESS })).toEqual({ symbol: 'USDC', decimals: 6 })
  expect(await read({ network: network(), token: bob })).toBeUndefined()
})

test('isAddress: 0x and 40 hex digits', async () => {
  const isAddress = kernel.adapters.capability('eip155', 'isAddress')
  expect(await isAddress({ address: bob, network: network() })).toBe(true)
  expect(await isAddress({ address: `${bob}00`, network: network() })).toBe(false)
  expect(await isAddress({ address: 'bob.reown.id', network: network() })).toBe(false)
})
