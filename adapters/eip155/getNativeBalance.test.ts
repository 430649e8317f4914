import type { Network } from 'foyer'
import { afterEach, beforeEach, expect, test } from 'vitest'
import { startTestServer, type TestServer } from '../../kernel/http/testing/createTestServer.js'
import { createTestClock } from '../../kernel/testing/createTestClock.js'
import { getNativeBalance } from './getNativeBalance.js'

const alice = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let server: TestServer
beforeEach(async () => {
  server = await startTestServer()
})
afterEach(() => server.close())

const network = (http: string[]): Network => ({
  id: 1,
  chainNamespace: 'eip155',
  caipNetworkId: 'eip155:1',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http } },
})
const options = () => ({ urls: { rpc: `${server.url}/service` }, projectId: 'p1' }) as never
const oneEther = { body: { jsonrpc: '2.0', id: 1, result: '0xde0b6b3a7640000' } }

test('reads the balance from the network’s RPC, retrying a 503 with the kernel’s policy', async () => {
  server.route('POST', '/chain', oneEther)
  server.failNext('/chain', 2, { status: 503 })
  const clock = createTestClock({ instant: true })
  const balance = await getNativeBalance({
    address: alice,
    network: network([`${server.url}/chain`]),
    options: options(),
    clock,
  })
  expect(balance).toEqual({ balance: '1', symbol: 'ETH' })
  expect(server.requestsTo('/chain')).toHaveLength(3)
  expect(clock.delays).toEqual([150, 300])
  expect(JSON.parse(server.requestsTo('/chain')[0]!.body)).toMatchObject({
    method: 'eth_getBalance',
    params: [alice, 'latest'],
  })
})

test('a network without an RPC URL goes to the RPC service: /v1/ with chainId and projectId', async () => {
  server.route('POST', '/service/v1/', oneEther)
  const balance = await getNativeBalance({ address: alice, network: network([]), options: options() })
  expect(balance.balance).toBe('1')
  const [request] = server.requestsTo('/service/v1/')
  expect(Object.fromEntries(request!.query)).toEqual({ chainId: 'eip155:1', projectId: 'p1' })
})

test('a status outside the retry list fails at once', async () => {
  server.route('POST', '/chain', { status: 400, body: { error: 'bad' } })
  await expect(
    getNativeBalance({ address: alice, network: network([`${server.url}/chain`]), options: options() }),
  ).rejects.toThrow()
  expect(server.requestsTo('/chain')).toHaveLength(1)
})

const balanceOf = (body: unknown) => {
  server.route('POST', '/chain', { body })
  return getNativeBalance({ address: alice, network: network([`${server.url}/chain`]), options: options() })
}

test('a balance longer than a uint256 (more than 64 hex digits) is an invalid response, not a number', async () => {
  expect((await balanceOf({ jsonrpc: '2.0', id: 1, result: `0x${'f'.repeat(64)}` })).balance).toMatch(/^\d+\.\d+$/)
  await expect(balanceOf({ jsonrpc: '2.0', id: 1, result: `0x${'1'.repeat(65)}` })).rejects.toMatchObject({
    code: 'INVALID_RESPONSE',
  })
  await expect(balanceOf({ jsonrpc: '2.0', id: 1, result: '0x' })).rejects.toMatchObject({ code: 'INVALID_RESPONSE' })
})

test('a 5 MB answer is refused as an invalid response before it is parsed', async () => {
  // RESPONSE_TOO_LARGE is the bounded reader's refusal: the body was never handed to the JSON parser.
  await expect(balanceOf({ jsonrpc: '2.0', id: 1, result: `0x${'1'.repeat(5_000_000)}` })).rejects.toMatchObject({
    code: 'INVALID_RESPONSE',
    cause: { code: 'RESPONSE_TOO_LARGE' },
  })
  expect(server.requestsTo('/chain')).toHaveLength(1)
})
