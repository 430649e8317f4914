import { createFoyer, type Kernel } from 'foyer'
import { transferTokens, waitForReceipt } from 'foyer/kit'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { eip155Adapter } from '../../adapters/eip155/index.js'
import { createMemoryBackend } from '../storage/resolveStorageBackend.js'
import { jsonRpc } from '../../playground/world/chains/jsonRpc.js'
import { type Anvil, startAnvil } from '../../playground/world/chains/startAnvil.js'
import { testAccounts } from '../../playground/world/chains/testAccounts.js'
import { createTestWallet } from '../../playground/world/testing.js'

// Send's transfer against a chain of its own (anvil), whose mining the test holds: the world's test wallet, like
// a real one, answers with the hash once the chain has the transaction, which can be before a block holds it.

let anvil: Anvil
let kernel: Kernel
const bob = testAccounts[1]!.address
const ether = 10n ** 18n
const rpc = (method: string, params: unknown[] = []) => jsonRpc(anvil.rpcUrl, method, params)
const network = () => kernel.networks.active('eip155')!

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 1 })
  const wallet = createTestWallet({ chains: [{ chainId: 1, rpcUrl: anvil.rpcUrl, name: 'Ethereum' }] })
  const foyer = createFoyer({
    projectId: 'transfer-test',
    storage: createMemoryBackend(),
    networks: [
      {
        id: 1,
        chainNamespace: 'eip155',
        caipNetworkId: 'eip155:1',
        name: 'Ethereum',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: [anvil.rpcUrl] } },
      },
    ],
    adapters: [
      eip155Adapter({
        injected: false,
        eip6963: false,
        walletConnect: false,
        connectors: [{ id: 'test', name: 'Test Wallet', getProvider: () => wallet.provider }],
      }),
    ],
  })
  kernel = await foyer.ready()
  await kernel.connections.connect({ namespace: 'eip155', connectorId: 'test' })
  return () => foyer.destroy()
})
afterAll(() => anvil?.stop())
beforeEach(() => rpc('evm_setAutomine', [true]))

/** A transfer with its tracked events and balance updates recorded, and whether it has settled. */
function transfer(token: { address?: string; symbol: string }, units: bigint) {
  const seen = { tracked: [] as string[], balanceUpdates: 0, settled: false }
  const counted = () => void seen.balanceUpdates++
  kernel.bus.on('account:balancesChanged', counted)
  const context = { ...kernel, track: (event: string) => void seen.tracked.push(event) }
  const priced = { gas: 100_000n, gasPrice: 20_000_000_000n, fee: 100_000n * 20_000_000_000n }
  const result = transferTokens(context, {
    network: network(),
    connectorId: 'test',
    token,
    receiver: bob,
    units,
    amount: '1',
    priced,
  }).finally(() => {
    seen.settled = true
    kernel.bus.off('account:balancesChanged', counted)
  })
  result.catch(() => undefined)
  return { seen, result }
}

/** Resolves once the chain holds `count` transactions not yet in a block. */
async function pendingCount(count: number) {
  await expect.poll(async () => Number(((await rpc('txpool_status')) as { pending: string }).pending)).toBe(count)
}

describe('a transfer is done once its transaction is in a block', () => {
  test('sent but not mined: no success, no balance update; mined: the hash, SEND_SUCCESS, one balance update', async () => {
    await rpc('evm_setAutomine', [false])
    const before = BigInt((await rpc('eth_getBalance', [bob, 'latest'])) as string)
    const { seen, result } = transfer({ symbol: 'ETH' }, ether)
    await pendingCount(1)
    // Several receipt reads go by with the transaction still pending.
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(seen).toEqual({ tracked: ['SEND_INITIATED'], balanceUpdates: 0, settled: false })
    await rpc('evm_mine')
    const hash = await result
    expect(seen).toEqual({ tracked: ['SEND_INITIATED', 'SEND_SUCCESS'], balanceUpdates: 1, settled: true })
    expect(BigInt((await rpc('eth_getBalance', [bob, 'latest'])) as string)).toBe(before + ether)
    expect(await waitForReceipt(kernel, network(), hash)).toEqual({ blockNumber: expect.any(BigInt), reverted: false })
  })

  test('a transfer the block holds as reverted fails with its text; no SEND_SUCCESS, no balance update', async () => {
    // A contract whose every call reverts (PUSH1 0 PUSH1 0 REVERT), as the token.
    const deployed = await rpc('eth_sendTransaction', [
      { from: testAccounts[0]!.address, data: '0x6460006000fd6000526005601bf3' },
    ])
    // Anvil mines beside its answer to the send, not before it: the receipt is there once the block is.
    await expect.poll(() => rpc('eth_getTransactionReceipt', [deployed]), { interval: 20 }).not.toBeNull()
    const { contractAddress } = (await rpc('eth_getTransactionReceipt', [deployed])) as { contractAddress: string }
    const { seen, result } = transfer({ address: contractAddress, symbol: 'BAD' }, 1n)
    await expect(result).rejects.toMatchObject({
      code: 'SEND_TRANSACTION_FAILED',
      shortMessage: 'The transaction failed on chain',
    })
    expect(seen).toEqual({ tracked: ['SEND_INITIATED'], balanceUpdates: 0, settled: true })
  })
})

test('a receipt that does not come within the wait is undefined, not an error', async () => {
  const unknown = `0x${'ab'.repeat(32)}`
  expect(await waitForReceipt(kernel, network(), unknown, { intervalMs: 50, timeoutMs: 200 })).toBeUndefined()
})
