import { verifyMessage } from 'viem'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { type CoinbaseKeys, coinbaseTestAccount, startCoinbaseKeys } from './startCoinbaseKeys.js'

// The site alone, on a chain that is never reached: accounts and signatures need no chain (sending is
// tests/browser/coinbase.test.ts's, through the popup and anvil).
const chain = { chainId: 1, name: 'Ethereum (local)', rpcUrl: 'http://127.0.0.1:9/unused' }
let keys: CoinbaseKeys
let origin: string

beforeAll(async () => {
  keys = await startCoinbaseKeys({ chains: [chain] as never })
  origin = new URL(keys.url).origin
})
afterAll(() => keys.stop())

const ask = (body: unknown, from: string | null = origin) =>
  fetch(`${origin}/rpc`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(from ? { origin: from } : {}) },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

test('the popup page is served with its script', async () => {
  const page = await fetch(keys.url)
  expect(page.status).toBe(200)
  expect(await page.text()).toContain('<button id="approve">Approve</button>')
  const script = await fetch(`${origin}/connect.js`)
  expect(script.headers.get('content-type')).toMatch(/^text\/javascript/)
  expect(await script.text()).toContain('PopupLoaded')
})

test('only the popup page itself may ask the wallet: another origin, or none, is refused', async () => {
  expect((await ask({ method: 'eth_requestAccounts' }, 'http://127.0.0.1:1')).status).toBe(403)
  expect((await ask({ method: 'eth_requestAccounts' }, null)).status).toBe(403)
})

test('a malformed request is refused with a 400', async () => {
  expect((await ask({ method: 5 })).status).toBe(400)
  expect((await ask('not json')).status).toBe(400)
})

test("the wallet answers the popup's requests, with each chain's RPC for the SDK", async () => {
  const accounts = await (await ask({ method: 'eth_requestAccounts' })).json()
  expect(accounts).toEqual({ result: { value: [coinbaseTestAccount.address] }, data: { chains: { 1: chain.rpcUrl } } })
  const signed = (await (
    await ask({ method: 'personal_sign', params: ['0x68656c6c6f', coinbaseTestAccount.address], chainId: 1 })
  ).json()) as { result: { value: `0x${string}` } }
  expect(
    await verifyMessage({ address: coinbaseTestAccount.address, message: 'hello', signature: signed.result.value }),
  ).toBe(true)
  const unknown = await (await ask({ method: 'wallet_noSuchMethod' })).json()
  expect(unknown).toMatchObject({ result: { error: { code: expect.any(Number), message: expect.any(String) } } })
})
