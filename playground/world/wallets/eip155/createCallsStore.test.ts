import { createWalletClient, custom, encodeFunctionData, numberToHex, parseUnits } from 'viem'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { testTokenAbi } from '../../chains/abis.js'
import { type Chains, startChains } from '../../chains/startChains.js'
import { viemChain } from '../../chains/viemChain.js'
import { worldClients } from '../../chains/worldClients.js'
import { createTestWallet, type TestWallet } from './createTestWallet.js'

let world: Chains
beforeAll(async () => {
  world = await startChains()
})
afterAll(() => world?.stop())
beforeEach(() => world.reset())

const connected = async () => {
  const wallet = createTestWallet({ chains: world.chains, privateKeys: [world.accounts[3]!.privateKey] })
  await wallet.provider.request({ method: 'eth_requestAccounts' })
  return wallet
}
const usdcTransfer = (to: `0x${string}`, amount: number) =>
  encodeFunctionData({ abi: testTokenAbi, functionName: 'transfer', args: [to, parseUnits(String(amount), 6)] })
async function statusOf(wallet: TestWallet, id: string) {
  for (;;) {
    const status = (await wallet.provider.request({ method: 'wallet_getCallsStatus', params: [id] })) as {
      status: number
    }
    if (status.status !== 100) return status as Record<string, any>
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

test('wallet_getCapabilities reports non-atomic batches and asset discovery on every chain', async () => {
  const wallet = await connected()
  const expected = { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } }
  expect(await wallet.provider.request({ method: 'wallet_getCapabilities', params: [wallet.addresses[0]] })).toEqual({
    '0x1': expected,
    '0xa4b1': expected,
  })
  expect(
    await wallet.provider.request({ method: 'wallet_getCapabilities', params: [wallet.addresses[0], ['0xa4b1']] }),
  ).toEqual({ '0xa4b1': expected })
  await expect(
    wallet.provider.request({ method: 'wallet_getCapabilities', params: [world.accounts[0]!.address] }),
  ).rejects.toMatchObject({ code: 4100 })
})

test('wallet_sendCalls executes two calls as consecutive transactions; getCallsStatus reports both receipts', async () => {
  const wallet = await connected()
  const [mainnet] = world.chains
  const receiverA = world.accounts[7]!.address
  const receiverB = world.accounts[8]!.address
  const result = (await wallet.provider.request({
    method: 'wallet_sendCalls',
    params: [
      {
        version: '2.0.0',
        chainId: '0x1',
        from: wallet.addresses[0],
        atomicRequired: false,
        calls: [
          { to: mainnet!.contracts.usdc, data: usdcTransfer(receiverA, 12) },
          { to: receiverB, value: numberToHex(5n) },
        ],
      },
    ],
  })) as { id: string }
  expect(result.id).toMatch(/^0x[0-9a-f]{64}$/)
  const status = await statusOf(wallet, result.id)
  expect(status).toMatchObject({ version: '2.0.0', id: result.id, chainId: '0x1', status: 200, atomic: false })
  expect(status.receipts).toHaveLength(2)
  expect(status.receipts.map((receipt: { status: string }) => receipt.status)).toEqual(['0x1', '0x1'])
  expect(status.receipts[0].logs[0].address).toBe(mainnet!.contracts.usdc.toLowerCase())
  const clients = worldClients(world)
  expect(await clients.balanceOf(mainnet!, mainnet!.contracts.usdc, receiverA)).toBe(parseUnits('12', 6))
  expect(await clients.publicClient(mainnet!).getBalance({ address: receiverB })).toBe(10n ** 22n + 5n)
})

test('viem sendCalls and waitForCallsStatus work against the wallet', async () => {
  const wallet = await connected()
  const chain = viemChain(world.chains[1]!)
  await wallet.provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa4b1' }] })
  const client = createWalletClient({ chain, transport: custom(wallet.provider) })
  const { id } = await client.sendCalls({
    account: wallet.addresses[0]!,
    calls: [{ to: world.accounts[9]!.address, value: 1n }],
  })
  const status = await client.waitForCallsStatus({ id, pollingInterval: 10 })
  expect(status).toMatchObject({ status: 'success', statusCode: 200, chainId: 42161 })
})

test('a call that cannot be sent stops the bundle: status 600 after one done, 400 when none was', async () => {
  const wallet = await connected()
  const usdc = world.chains[0]!.contracts.usdc
  const send = async (calls: unknown[]) =>
    (
      (await wallet.provider.request({
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', chainId: '0x1', from: wallet.addresses[0], calls }],
      })) as { id: string }
    ).id
  const tooMuch = usdcTransfer(world.accounts[7]!.address, 1_000_000)
  const partly = await statusOf(
    wallet,
    await send([
      { to: usdc, data: usdcTransfer(world.accounts[7]!.address, 1) },
      { to: usdc, data: tooMuch },
    ]),
  )
  expect(partly).toMatchObject({ status: 600 })
  expect(partly.receipts).toHaveLength(1)
  expect(await statusOf(wallet, await send([{ to: usdc, data: tooMuch }]))).toMatchObject({ status: 400, receipts: [] })
})

test('refuses atomic bundles (5760), unknown chains (5710), required capabilities (5700), unknown ids (5730)', async () => {
  const wallet = await connected()
  const call = { to: world.accounts[7]!.address, value: '0x1' }
  const bundle = (extra: object) => ({
    version: '2.0.0',
    chainId: '0x1',
    from: wallet.addresses[0],
    calls: [call],
    ...extra,
  })
  const sendCalls = (extra: object) => wallet.provider.request({ method: 'wallet_sendCalls', params: [bundle(extra)] })
  await expect(sendCalls({ atomicRequired: true })).rejects.toMatchObject({ code: 5760 })
  await expect(sendCalls({ chainId: '0x89' })).rejects.toMatchObject({ code: 5710 })
  await expect(sendCalls({ capabilities: { paymasterService: { url: 'http://x' } } })).rejects.toMatchObject({
    code: 5700,
  })
  await expect(
    sendCalls({ capabilities: { paymasterService: { url: 'http://x', optional: true } } }),
  ).resolves.toMatchObject({ id: expect.any(String) })
  await expect(wallet.provider.request({ method: 'wallet_getCallsStatus', params: ['0x1234'] })).rejects.toMatchObject({
    code: 5730,
  })
  await expect(sendCalls({ id: 'mine' })).resolves.toEqual({ id: 'mine' })
  await expect(sendCalls({ id: 'mine' })).rejects.toMatchObject({ code: 5720 })
})

test('wallet_sendCalls needs approval', async () => {
  const wallet = await connected()
  wallet.setMode('reject', 'wallet_sendCalls')
  await expect(
    wallet.provider.request({
      method: 'wallet_sendCalls',
      params: [{ version: '2.0.0', chainId: '0x1', from: wallet.addresses[0], calls: [{ to: wallet.addresses[0] }] }],
    }),
  ).rejects.toMatchObject({ code: 4001 })
})
