import { createWorldFoyer } from '../../tests/world/createWorldFoyer.js'
import { type Foyer, type Kernel, UserRejectedRequestError } from 'foyer'
import { createPublicClient, http, verifyMessage } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { refreshTokenBalances } from '../../plugins/account/tokens/refreshTokenBalances.js'
import type { TestWallet } from '../../playground/world/testing.js'
import { evmChains, startWorld, type World } from '../../playground/world/startWorld.js'
import { createEip1193Provider } from './createEip1193Provider.js'

// The whole EVM stack in Node: kernel + eip155 adapter + the world's test wallet (as an external
// connector) + anvil + the data API stand-in. The browser flows are in tests/browser.

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())

let wallet: TestWallet
let foyer: Foyer
let kernel: Kernel
const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(chains = evmChains(world.config)) {
  ;({ wallet, foyer } = createWorldFoyer(world.config, { walletChains: chains }))
}

beforeEach(async () => {
  await world.reset()
  setup()
  kernel = await foyer.ready()
})

const connect = () => kernel.connections.connect({ namespace: 'eip155', connectorId: 'test' })

describe('eip155 against the world', () => {
  test('connecting shows the wallet’s address and its anvil balance', async () => {
    expect(await connect()).toEqual([{ address: alice, type: 'eoa' }])
    const network = kernel.networks.active('eip155')!
    expect(await kernel.adapters.capability('eip155', 'getBalance')({ address: alice, network })).toEqual({
      balance: '10000',
      symbol: 'ETH',
    })
  })

  test("a token's balance is read from its contract, and an address that is no token is refused", async () => {
    const network = kernel.networks.active('eip155')!
    const getBalance = kernel.adapters.capability('eip155', 'getBalance')
    const { contracts } = evmChains(world.config)[0]!
    expect(await getBalance({ address: alice, network, token: contracts.usdc })).toEqual({
      balance: '10000',
      symbol: 'USDC',
    })
    await expect(getBalance({ address: alice, network, token: alice })).rejects.toMatchObject({
      code: 'INVALID_RESPONSE',
    })
  })

  test('a rejected connection is a user rejection and leaves the state disconnected', async () => {
    wallet.setMode('reject')
    await expect(connect()).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(foyer.getState().chains.eip155?.accountState.status).toBe('disconnected')
  })

  test('a signed message verifies for the connected address', async () => {
    await connect()
    const signature = await kernel.adapters
      .getOrThrow('eip155')
      .signMessage({ connectorId: 'test', address: alice, message: 'hello foyer' })
    expect(await verifyMessage({ address: alice, message: 'hello foyer', signature: signature as `0x${string}` })).toBe(
      true,
    )
  })

  test('a transaction sent through the wallet lands on chain', async () => {
    await connect()
    const network = kernel.networks.active('eip155')!
    const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const hash = await kernel.adapters.capability(
      'eip155',
      'sendTransaction',
    )({ connectorId: 'test', to: bob, value: 10n ** 18n, network })
    const client = createPublicClient({ transport: http(evmChains(world.config)[0]!.rpcUrl) })
    const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: bob })).toBe(10001n * 10n ** 18n)
  })

  test('a malformed wallet answer is refused with a clear error', async () => {
    await connect()
    const network = kernel.networks.active('eip155')!
    wallet.setAnswer('eth_sendTransaction', '0x1234')
    await expect(
      kernel.adapters.capability('eip155', 'sendTransaction')({ connectorId: 'test', to: alice, value: 1n, network }),
    ).rejects.toThrow('The wallet answered eth_sendTransaction with something unexpected')
    wallet.setAnswer('eth_requestAccounts', ['not-an-address'])
    await kernel.connections.disconnect('eip155')
    await expect(connect()).rejects.toThrow('Failed to connect')
    expect(foyer.getState().chains.eip155?.accountState.address).toBeUndefined()
  })

  test('switching from the app moves the wallet, and the wallet switching moves the app', async () => {
    await connect()
    await kernel.networks.switch('eip155:42161')
    expect(wallet.chainId).toBe(42161)
    expect(foyer.getState().chains.eip155?.accountState.caipAddress).toBe(`eip155:42161:${alice}`)
    wallet.switchChain(1)
    await expect.poll(() => foyer.getState().chains.eip155?.activeNetworkId).toBe('eip155:1')
  })

  test('a chain the wallet does not know is added, then switched to', async () => {
    setup(evmChains(world.config).slice(0, 1))
    kernel = await foyer.ready()
    await connect()
    await kernel.networks.switch('eip155:42161')
    expect(wallet.chainId).toBe(42161)
    expect(wallet.requests.map((request) => request.method)).toContain('wallet_addEthereumChain')
  })

  test('token balances come from the wallet when it reports asset discovery', async () => {
    await connect()
    await refreshTokenBalances(kernel)
    expect(wallet.requests.map((request) => request.method)).toContain('wallet_getAssets')
    expect(world.api.control.requests({ path: '/v1/account/*/balance' })).toHaveLength(0)
    const symbols = (foyer.getState().chains.eip155?.accountState.tokenBalance ?? []).map((balance) => balance.symbol)
    expect(symbols).toEqual(expect.arrayContaining(['ETH', 'USDC', 'DAI']))
  })

  test('token balances come from the data API when the wallet cannot list assets', async () => {
    await connect()
    wallet.setAnswer('wallet_getCapabilities', {})
    await refreshTokenBalances(kernel)
    expect(world.api.control.requests({ path: '/v1/account/*/balance' })).toHaveLength(1)
    const balances = foyer.getState().chains.eip155?.accountState.tokenBalance ?? []
    expect(balances.map((balance) => balance.symbol).sort()).toEqual(expect.arrayContaining(['ETH', 'USDC', 'DAI']))
    expect(foyer.getState().tokens?.status ?? 'ready').toBe('ready')
  })

  test('a failing balance service shows unavailable and blocks retries for 30 s', async () => {
    await connect()
    wallet.setAnswer('wallet_getCapabilities', {})
    world.api.control.fault({ route: '/v1/account/*/balance', status: 500, times: 100 })
    await refreshTokenBalances(kernel)
    expect(foyer.getState().tokens?.status).toBe('unavailable')
    const asked = world.api.control.requests({ path: '/v1/account/*/balance' }).length
    await refreshTokenBalances(kernel)
    expect(world.api.control.requests({ path: '/v1/account/*/balance' }).length).toBe(asked)
  })

  test('a disallowed RPC call opens the modal, shows "Action not allowed" and is rejected', async () => {
    await connect()
    const provider = createEip1193Provider(foyer)
    await expect(provider.request({ method: 'eth_sign', params: [alice, '0x00'] })).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    })
    expect(foyer.getState().modal.open).toBe(true)
    expect(foyer.getState().toast).toMatchObject({ variant: 'error', message: 'Action not allowed' })
  })

  test('allowed calls go to the wallet through the app-facing provider', async () => {
    await connect()
    const provider = createEip1193Provider(foyer)
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([alice])
  })
})
