import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createLogger } from '../../kernel/createLogger.js'
import { createHttpClient } from '../../kernel/http/createHttpClient.js'
import { startTestServer, type TestServer } from '../../kernel/http/testing/createTestServer.js'
import { createTestClock } from '../../kernel/testing/createTestClock.js'
import { onrampApi } from './api.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const history = `/v1/account/${address}/history`
const opened = Date.parse('2026-03-01T12:00:00Z')
const failedPurchase = {
  id: 'c0ffee',
  metadata: {
    operationType: 'buy',
    hash: '',
    minedAt: '2026-03-01T12:00:07Z',
    status: 'ONRAMP_TRANSACTION_STATUS_FAILED',
  },
  transfers: [{ direction: 'in', quantity: { numeric: '25' } }],
}

describe("a Coinbase checkout's purchase, from the data API", () => {
  let server: TestServer
  const logger = createLogger({ level: 'silent' })
  const purchase = () =>
    onrampApi({
      api: {
        api: createHttpClient({
          baseUrl: server.url,
          projectId: 'p1',
          sdkType: 'foyer',
          sdkVersion: 'v1',
          clock: createTestClock({ instant: true }),
        }),
      },
      logger,
    } as never).coinbasePurchase(address, opened)
  beforeEach(async () => {
    server = await startTestServer()
  })
  afterEach(() => server.close())

  test("asks the account's history with onramp=coinbase and nothing else of its own, and reads the purchase", async () => {
    server.route('GET', history, { body: { data: [failedPurchase], next: null } })
    expect(await purchase()).toEqual({ status: 'failed' })
    const [request] = server.requestsTo(history)
    expect(Object.fromEntries(request!.query)).toEqual({ onramp: 'coinbase', projectId: 'p1', st: 'foyer', sv: 'v1' })
  })

  test.each([
    ['a failed request', { status: 500 }],
    ['an answer that is not JSON', { body: 'not json', headers: { 'content-type': 'application/json' } }],
    [
      'a status that is not a string',
      { body: { data: [{ ...failedPurchase, metadata: { minedAt: '2026-03-01T12:00:07Z', status: 3 } }], next: null } },
    ],
    [
      'a time that is not one',
      {
        body: {
          data: [{ ...failedPurchase, metadata: { ...failedPurchase.metadata, minedAt: 'yesterday' } }],
          next: null,
        },
      },
    ],
    [
      'an amount that is not a number',
      { body: { data: [{ ...failedPurchase, transfers: [{ quantity: { numeric: '1e3' } }] }], next: null } },
    ],
  ])('%s is no purchase (the balance watch goes on), asked once and logged', async (_, reply) => {
    server.route('GET', history, reply)
    const logged = logger.lines().length
    expect(await purchase()).toBeUndefined()
    expect(server.requestsTo(history)).toHaveLength(1)
    expect(logger.lines().length).toBeGreaterThan(logged)
  })
})
