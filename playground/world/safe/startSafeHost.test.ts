import { parseEther } from 'viem'
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { jsonRpc } from '../chains/jsonRpc.js'
import { type Chains, startChains } from '../chains/startChains.js'
import { testAccounts } from '../chains/testAccounts.js'
import { type SafeHost, startSafeHost } from './startSafeHost.js'

let chains: Chains | undefined
let host: SafeHost | undefined
const running = () => {
  if (!chains || !host) throw new TypeError('the Safe host is not running')
  return { chains, host, chain: chains.chains[0]! }
}

beforeAll(async () => {
  chains = await startChains()
  host = await startSafeHost({ chain: chains.chains[0]! })
})
afterAll(async () => {
  await host?.stop()
  await chains?.stop()
})
beforeEach(async () => {
  await running().chains.reset()
  running().host.reset()
})

/** What the host's page relays: one Safe Apps request, answered `{ success, data | error }`. */
async function ask(method: string, params?: unknown) {
  const response = await fetch(`${running().host.origin}/safe`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ method, params: params ?? null }),
  })
  expect(response.status).toBe(200)
  return (await response.json()) as { success: boolean; data?: any; error?: string }
}
const balanceOf = async (address: string) =>
  BigInt((await jsonRpc(running().chain.rpcUrl, 'eth_getBalance', [address, 'latest'])) as string)

describe("the world's Safe host", () => {
  test('its Safe is a funded contract on the first chain, placed again after the chains are reset', async () => {
    const info = await ask('getSafeInfo')
    expect(info).toMatchObject({
      success: true,
      data: { safeAddress: running().host.safeAddress, chainId: running().chain.chainId, threshold: 1 },
    })
    expect(await jsonRpc(running().chain.rpcUrl, 'eth_getCode', [running().host.safeAddress, 'latest'])).not.toBe('0x')
    expect(await balanceOf(running().host.safeAddress)).toBe(parseEther('10'))
    await running().chains.reset()
    expect(await jsonRpc(running().chain.rpcUrl, 'eth_getCode', [running().host.safeAddress, 'latest'])).toBe('0x')
    expect((await ask('getSafeInfo')).success).toBe(true)
    expect(await balanceOf(running().host.safeAddress)).toBe(parseEther('10'))
  })

  test('a proposed transaction is executed by the Safe at once, and its Safe hash gives the chain hash', async () => {
    const safe = (await ask('getSafeInfo')).data.safeAddress as string
    const receiver = testAccounts[8]!.address
    const before = await balanceOf(receiver)
    const sent = await ask('sendTransactions', { txs: [{ to: receiver, value: '1000', data: '0x' }], params: {} })
    expect(sent.data.safeTxHash).toMatch(/^0x[0-9a-f]{64}$/)
    const { data } = await ask('getTxBySafeTxHash', { safeTxHash: sent.data.safeTxHash })
    expect(data.txStatus).toBe('SUCCESS')
    const receipt = (await jsonRpc(running().chain.rpcUrl, 'eth_getTransactionReceipt', [data.txHash])) as {
      status: string
      to: string
    }
    expect(receipt).toMatchObject({ status: '0x1', to: safe.toLowerCase() })
    expect(await balanceOf(receiver)).toBe(before + 1000n)
    expect(await balanceOf(safe)).toBe(parseEther('10') - 1000n)
    const read = await ask('rpcCall', { call: 'eth_getBalance', params: [receiver, 'latest'] })
    expect(BigInt(read.data)).toBe(before + 1000n)
  })

  test('bad requests are refused with a clear error and move nothing', async () => {
    await ask('getSafeInfo')
    const safe = running().host.safeAddress
    const refusals = await Promise.all([
      ask('sendTransactions', { txs: [{ to: 'nobody', value: '1', data: '0x' }] }),
      ask('sendTransactions', { txs: [{ to: safe, value: '0x1', data: '0x' }] }),
      ask('sendTransactions', { txs: [] }),
      ask('rpcCall', { call: 'anvil_setBalance', params: [safe, '0x0'] }),
      ask('getTxBySafeTxHash', { safeTxHash: `0x${'00'.repeat(32)}` }),
      ask('eth_sendTransaction'),
    ])
    expect(refusals.map((answer) => [answer.success, answer.error])).toEqual([
      [false, 'sendTransactions needs txs of { to, value (decimal), data (hex) }'],
      [false, 'sendTransactions needs txs of { to, value (decimal), data (hex) }'],
      [false, 'sendTransactions needs txs of { to, value (decimal), data (hex) }'],
      [false, 'RPC call not allowed: anvil_setBalance'],
      [false, 'Transaction not found'],
      [false, 'Method not supported: eth_sendTransaction'],
    ])
    expect(await balanceOf(safe)).toBe(parseEther('10'))
  })

  test('its page frames only a page on this machine', async () => {
    const page = (app: string) => fetch(`${running().host.url}?app=${encodeURIComponent(app)}`)
    const framing = await page('http://127.0.0.1:5173/?x="<')
    expect(framing.status).toBe(200)
    expect(await framing.text()).toContain('<iframe title="Safe App" src="http://127.0.0.1:5173/?x=%22%3C"></iframe>')
    expect((await page('https://example.com/')).status).toBe(400)
    expect((await page('javascript:alert(1)')).status).toBe(400)
  })
})
