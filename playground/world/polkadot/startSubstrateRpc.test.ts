import { ApiPromise, HttpProvider } from '@polkadot/api'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { polkadotTestAccounts } from '../wallets/polkadot/polkadotTestAccounts.js'
import { type SubstrateRpc, startSubstrateRpc } from './startSubstrateRpc.js'

// The dev chain's stand-in as @polkadot/api sees it: the real ApiPromise starts on it and reads System.Account.

let node: SubstrateRpc
let api: ApiPromise
beforeAll(async () => {
  node = await startSubstrateRpc()
  api = await ApiPromise.create({ provider: new HttpProvider(node.rpcUrl), noInitWarn: true, throwOnConnect: true })
})
afterAll(async () => {
  await api?.disconnect()
  await node?.stop()
})
beforeEach(() => node.reset())
const [alice, bob] = polkadotTestAccounts
/** System.Account as @polkadot/api decodes it (typed here: the augmented types are not loaded). */
type AccountInfo = { nonce: { toNumber(): number }; data: { free: { toBigInt(): bigint } } }
const account = async (address: string) => (await api.query.system!.account!(address)) as unknown as AccountInfo

test('@polkadot/api starts on it: genesis hash, chain, token and SS58 format', async () => {
  expect(api.genesisHash.toHex()).toBe(node.genesisHash)
  expect(node.caipNetworkId).toBe(`polkadot:${node.genesisHash.slice(2, 34)}`)
  expect((await api.rpc.system.chain()).toString()).toBe('Foyer Dev')
  expect(api.registry.chainDecimals).toEqual([12])
  expect(api.registry.chainTokens).toEqual(['UNIT'])
  expect(api.registry.chainSS58).toBe(42)
})

test('query.system.account reads the ledger: the test accounts hold 1,000 UNIT; a set balance shows; others hold none', async () => {
  const free = async (address: string) => (await account(address)).data.free.toBigInt()
  expect(await free(alice!.address)).toBe(1_000n * 10n ** 12n)
  node.setBalance(bob!.address, { free: 42n, nonce: 3 })
  expect(await free(bob!.address)).toBe(42n)
  expect((await account(bob!.address)).nonce.toNumber()).toBe(3)
  expect(await free('5FLSigC9HGRKVhB9FiEo4Y3koPsNmBmLJbpXg2mp1hXcS59Y')).toBe(0n) // //Charlie
})

test('an extrinsic is refused with a clear message; an unknown method is Method not found', async () => {
  const call = (method: string, params: unknown[] = []) =>
    fetch(node.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    }).then((response) => response.json())
  expect(await call('author_submitExtrinsic', ['0x00'])).toMatchObject({
    error: { code: -32601, message: /no runtime/ },
  })
  expect(await call('nope_nope')).toMatchObject({ error: { code: -32601, message: 'Method not found: nope_nope' } })
})
