import { createWorldFoyer } from '../../tests/world/createWorldFoyer.js'
import type { Foyer, Kernel } from 'foyer'
import { createPublicClient, http, parseEther, verifyMessage } from 'viem'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { TestWallet } from '../../playground/world/testing.js'
import { evmChains, startWorld, type World } from '../../playground/world/startWorld.js'
import { getWalletClient } from './getWalletClient.js'

// The viem wallet client an app gets from Foyer (issue 4): it signs and sends through the connected wallet,
// and Foyer's RPC gating applies to it.

let world: World
beforeAll(async () => {
  world = await startWorld()
})
afterAll(() => world?.stop())

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const bob = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
let wallet: TestWallet
let foyer: Foyer
let kernel: Kernel

beforeEach(async () => {
  await world.reset()
  ;({ wallet, foyer } = createWorldFoyer(world.config, { walletConnect: false }))
  kernel = await foyer.ready()
  await kernel.connections.connect({ namespace: 'eip155', connectorId: 'test' })
})

test('signs a message and sends a transaction through the connected wallet', async () => {
  const client = await getWalletClient(foyer)
  expect(client.account?.address).toBe(alice)
  expect(client.chain?.id).toBe(1)
  const signature = await client.signMessage({ account: alice, message: 'hello viem' })
  expect(await verifyMessage({ address: alice, message: 'hello viem', signature })).toBe(true)

  const chain = evmChains(world.config)[0]!
  const reader = createPublicClient({ transport: http(chain.rpcUrl) })
  const before = await reader.getBalance({ address: bob })
  const hash = await client.sendTransaction({ account: alice, chain: client.chain, to: bob, value: parseEther('1') })
  expect((await reader.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await reader.getBalance({ address: bob })).toBe(before + parseEther('1'))
})

test('a disallowed method is gated: refused with 4200, "Action not allowed" shows, and a pending request is rejected too', async () => {
  const client = await getWalletClient(foyer)
  wallet.setMode('pending', 'personal_sign')
  const pending = client.signMessage({ account: alice, message: 'waiting' })
  const settled = pending.then(
    () => 'signed',
    (error: { code?: number; cause?: { code?: number } }) => error.code ?? error.cause?.code,
  )
  await expect(client.request({ method: 'eth_sign' as never, params: [alice, '0x00'] as never })).rejects.toMatchObject(
    {
      code: 4200,
    },
  )
  expect(await settled).toBe(4200)
  expect(foyer.getState().modal.open).toBe(true)
  expect(foyer.getState().toast).toMatchObject({ variant: 'error', message: 'Action not allowed' })
  expect(wallet.requests.map((request) => request.method)).not.toContain('eth_sign')
})
