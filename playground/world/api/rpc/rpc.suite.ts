import { createPublicClient, http } from 'viem'
import { beforeAll, expect, test } from 'vitest'
import type { TestWorld } from '../testing/startTestWorld.js'

let world: TestWorld

/** The JSON-RPC proxy to the world chains. Runs inside worldApi.test.ts, which starts one world for every suite. */
export function rpcSuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    world = getWorld()
  })

  const rpc = (body: unknown, chainId = 'eip155:42161', path = '/v1/') =>
    fetch(`${world.api.url}${path}?chainId=${encodeURIComponent(chainId)}&projectId=world-test`, {
      method: 'POST',
      body: JSON.stringify(body),
    }).then((response) => response.json())

  test('JSON-RPC is proxied to the chain named by chainId, single and batch, on /v1 and /v1/', async () => {
    const single = await rpc({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] })
    const batch = await rpc(
      [
        { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] },
        { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: [world.chains.accounts[0]!.address, 'latest'] },
      ],
      'eip155:1',
      '/v1',
    )
    expect(single).toEqual({ jsonrpc: '2.0', id: 1, result: '0xa4b1' })
    expect(batch.map((item: { result: string }) => item.result)[0]).toBe('0x1')
    expect(BigInt(batch[1].result)).toBeGreaterThan(0n)
  })

  test('a viem client pointed at the proxy URL reads the chain', async () => {
    const client = createPublicClient({ transport: http(`${world.api.url}/v1/?chainId=eip155:1&projectId=world-test`) })
    expect(await client.getChainId()).toBe(1)
    expect(await client.getBlockNumber()).toBeGreaterThanOrEqual(0n)
  })

  test('an unknown chain is a JSON-RPC error; a missing projectId a 400', async () => {
    const unknown = await rpc([{ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] }], 'eip155:137')
    const noProject = await fetch(`${world.api.url}/v1/?chainId=eip155:1`, { method: 'POST', body: '{}' })
    expect(unknown).toEqual([
      { jsonrpc: '2.0', id: 7, error: { code: -32602, message: 'Unsupported chainId: eip155:137' } },
    ])
    expect(noProject.status).toBe(400)
  })

  test('JSON-RPC for the Solana localnet is proxied to its runtime', async () => {
    const { caipNetworkId, genesisHash } = world.solana
    const answer = await rpc({ jsonrpc: '2.0', id: 3, method: 'getGenesisHash' }, caipNetworkId)
    expect(answer).toEqual({ jsonrpc: '2.0', id: 3, result: genesisHash })
  })
}
