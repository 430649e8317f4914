import { createWorldFoyer } from '../../tests/world/createWorldFoyer.js'
import type { Foyer, Kernel } from 'foyer'
import { transferTokens } from 'foyer/kit'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { createQueryCache } from '../../kernel/cache/createQueryCache.js'
import { createMemoryBackend } from '../../kernel/storage/resolveStorageBackend.js'
import { createStorage } from '../../kernel/storage/createStorage.js'
import { createTestClock, type TestClock } from '../../kernel/testing/createTestClock.js'
import { evmChains, evmNetworks, startWorld, type World } from '../../playground/world/startWorld.js'
import { type TestWallet, testAccounts } from '../../playground/world/testing.js'
import { loadIdentity } from './identity.js'
import { refreshTokenBalances, tokenRetryBlockMs } from './tokens/refreshTokenBalances.js'

// The account plugin against the world: the kernel with the eip155 adapter, the world's test wallet and
// the data API stand-in. Time-bound rules get their own clock (and a storage on it) through the context.

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())

const explorer = 'http://127.0.0.1:9/explorer/'
const alice = testAccounts[0]!

let wallet: TestWallet
let foyer: Foyer
let kernel: Kernel

beforeEach(async () => {
  await world.reset()
  ;({ wallet, foyer } = createWorldFoyer(world.config, {
    networks: evmNetworks(world.config).map((network) => ({
      ...network,
      blockExplorers: { default: { name: 'Explorer', url: explorer } },
    })),
  }))
  // Token balances from the data API (the wallet does not list assets itself).
  wallet.setAnswer('wallet_getCapabilities', {})

  kernel = await foyer.ready()
  // What the first open does: the built-in plugins load (this one follows the account from then on).
  await kernel.plugins.load(['account'])
})

const connect = () => kernel.connections.connect({ namespace: 'eip155', connectorId: 'test' })
const account = () => foyer.getState().chains.eip155?.accountState
const requests = (path: string) => world.api.control.requests({ path }).length
/** The kernel's services with a test clock, and a storage and a query cache that run on it. */
const onClock = (clock: TestClock) => ({
  ...kernel,
  clock,
  cache: createQueryCache(clock),
  storage: createStorage({ backend: createMemoryBackend(), prefix: 'clocked', logger: kernel.logger, clock }),
})

/** Registers a name for alice as the product does: the signed JSON message, posted to the data API. */
async function registerName(name: string) {
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const signature = await privateKeyToAccount(alice.privateKey).signMessage({ message })
  const response = await fetch(`${world.config.urls.api}/v1/profile/account`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ coin_type: 2147483649, address: alice.address, message, signature }),
  })
  expect(response.status).toBe(200)
}

describe('account state', () => {
  test('connecting writes the native balance, its symbol and the explorer link into the account state', async () => {
    await connect()
    await expect.poll(() => account()?.balance).toBe('10000')
    expect(account()).toMatchObject({
      balanceSymbol: 'ETH',
      addressExplorerUrl: `http://127.0.0.1:9/explorer/address/${alice.address}`,
    })
  })

  test("with the app's tokens setting for the network, the account's balance is that token's", async () => {
    const usdc = world.config.chains.find((chain) => chain.chainId === 1) as { contracts: { usdc: string } }
    ;({ foyer } = createWorldFoyer(world.config, { tokens: { 'eip155:1': { address: usdc.contracts.usdc } } }))
    kernel = await foyer.ready()
    await kernel.plugins.load(['account'])
    await connect()
    await expect.poll(() => account()?.balanceSymbol).toBe('USDC')
    expect(account()?.balance).toBe('10000')
  })
})

describe('identity', () => {
  test('the name from the identity service shows, and a second load within 5 minutes asks nothing', async () => {
    await registerName('alice.reown.id')
    await connect()
    await expect.poll(() => account()?.profileName).toBe('alice.reown.id')

    const clock = createTestClock({ start: Date.now() })
    const context = onClock(clock)
    const asked = requests('/v1/identity/*')
    await loadIdentity(context)
    expect(requests('/v1/identity/*')).toBe(asked + 1)
    clock.advance(5 * 60_000 - 1)
    await loadIdentity(context)
    expect(requests('/v1/identity/*')).toBe(asked + 1)
    clock.advance(1)
    await loadIdentity(context)
    expect(requests('/v1/identity/*')).toBe(asked + 2)
  })

  test('the avatar from the identity service is the profile image', async () => {
    const avatar = 'http://127.0.0.1:9/avatar.png'
    world.api.control.fault({ route: '/v1/identity/*', status: 200, body: { name: 'alice.eth', avatar }, times: 5 })
    await connect()
    await expect.poll(() => account()?.profileImage).toBe(avatar)
    expect(account()?.profileName).toBe('alice.eth')
  })

  test('an avatar that is no image source is left out, and the name still shows', async () => {
    const avatar = 'ipfs://QmAvatar'
    world.api.control.fault({ route: '/v1/identity/*', status: 200, body: { name: 'alice.eth', avatar }, times: 5 })
    await connect()
    await expect.poll(() => account()?.profileName).toBe('alice.eth')
    expect(account()?.profileImage ?? null).toBeNull()
  })
})

describe('token balances', () => {
  test('after a failure, a retry is blocked until 30 s have passed', async () => {
    await connect()
    await expect.poll(() => foyer.getState().tokens?.status).toBe('ready')
    world.api.control.fault({ route: '/v1/account/*/balance', status: 400, times: 100 })
    const clock = createTestClock({ start: Date.now() })
    const context = onClock(clock)
    const asked = requests('/v1/account/*/balance')

    await refreshTokenBalances(context)
    expect(foyer.getState().tokens?.status).toBe('unavailable')
    expect(requests('/v1/account/*/balance')).toBe(asked + 1)

    clock.advance(tokenRetryBlockMs - 1)
    await refreshTokenBalances(context)
    expect(requests('/v1/account/*/balance')).toBe(asked + 1)

    clock.advance(1)
    await refreshTokenBalances(context)
    expect(requests('/v1/account/*/balance')).toBe(asked + 2)
  })

  test('a read after the balances changed asks the data API itself, not joining a read begun before', async () => {
    await connect()
    await expect.poll(() => foyer.getState().tokens?.status).toBe('ready')
    world.api.control.fault({ route: '/v1/account/*/balance', delayMs: 1_000, times: 1 })
    const asked = requests('/v1/account/*/balance')
    // A fresh storage each: no cached balances, so each load goes to the data API.
    const before = refreshTokenBalances(onClock(createTestClock({ start: Date.now() })))
    await expect.poll(() => requests('/v1/account/*/balance')).toBe(asked + 1)
    await refreshTokenBalances(onClock(createTestClock({ start: Date.now() })), { fresh: true })
    expect(requests('/v1/account/*/balance')).toBe(asked + 2)
    expect(foyer.getState().tokens?.status).toBe('ready')
    await before
  })

  test('after a token send the balances are read again with that token in forceUpdate', async () => {
    await connect()
    await expect.poll(() => foyer.getState().tokens?.status).toBe('ready')
    const usdc = `eip155:1:${evmChains(world.config)[0]!.contracts.usdc}`
    const network = kernel.networks.active('eip155')!
    const asked = () => world.api.control.requests({ path: '/v1/account/*/balance' }).map((request) => request.query)
    const before = asked().length
    await transferTokens(kernel, {
      network,
      connectorId: 'test',
      token: { address: usdc, symbol: 'USDC' },
      receiver: testAccounts[1]!.address,
      units: 1_000_000n,
      amount: '1',
    })
    await expect
      .poll(() => asked().slice(before))
      .toEqual([expect.objectContaining({ chainId: 'eip155:1', forceUpdate: usdc })])
  })
})
