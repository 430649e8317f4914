import { beforeAll, beforeEach, expect, test } from 'vitest'
import { balancesSchema } from '../../../../plugins/account/schemas.js'
import { rawRequest, rawStatus } from '../../http/rawRequest.js'
import type { ApiServer } from '../createApiServer.js'
import { type ApiClient, productQuery } from '../testing/apiClient.js'
import type { TestWorld } from '../testing/startTestWorld.js'

let api: ApiServer
let client: ApiClient

/** The server itself: common query values, CORS, malformed bodies, faults, the request record. Runs inside worldApi.test.ts. */
export function serverSuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    api = getWorld().api
    client = getWorld().client
  })
  beforeEach(() => api.control.reset())

  test('a product call without projectId is a 400 with the data API error body', async () => {
    const answer = await client.get('/getWallets', { projectId: undefined })
    const bare = await fetch(`${api.url}/v1/supported-chains?st=appkit&sv=x`)
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'projectId', description: 'projectId is required' }],
    })
    expect(bare.status).toBe(400)
  })

  test('st and sv are required on product calls; the legacy headers stand in for them', async () => {
    const withoutSt = await fetch(`${api.url}/getWallets?projectId=p&sv=1`)
    const withoutSv = await fetch(`${api.url}/getWallets?projectId=p&st=appkit`)
    const legacy = await fetch(`${api.url}/getWallets`, {
      headers: { 'x-project-id': 'p', 'x-sdk-type': 'appkit', 'x-sdk-version': 'html-wagmi-1.6.0' },
    })
    expect([withoutSt.status, withoutSv.status, legacy.status]).toEqual([400, 400, 200])
    expect((await withoutSt.json()).reasons[0].field).toBe('st')
  })

  test('a CORS preflight is answered, and answers allow the calling origin', async () => {
    const preflight = await fetch(`${api.url}/v1/convert/quotes`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'content-type',
      },
    })
    const answer = await fetch(client.url('/v1/supported-chains'), { headers: { origin: 'http://localhost:5173' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type')
    expect(answer.headers.get('access-control-allow-origin')).toBe('http://localhost:5173')
  })

  test('a malformed body is a 400 with a reason, and the server keeps answering', async () => {
    const broken = await client.post('/v1/onramp/quote', '{"amount": ')
    const wrongShape = await client.post('/v1/onramp/quote', { amount: 12 })
    const after = await client.get('/v1/supported-chains')
    expect(broken.status).toBe(400)
    expect(broken.body.reasons[0]).toEqual({ field: 'body', description: 'Body is not valid JSON' })
    expect(wrongShape.status).toBe(400)
    expect(wrongShape.body.reasons[0].field).toBe('purchaseCurrency')
    expect(after.status).toBe(200)
  })

  test('a malformed percent-escape in a path is a 400 with a reason, not a crash', async () => {
    const answer = await client.get('/v1/account/%E0%A4%A/balance')
    expect(answer.status).toBe(400)
    expect(answer.body).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'address', description: 'Malformed path: invalid percent-encoding in %E0%A4%A' }],
    })
  })

  test('a request target no URL parser takes (GET //) is a 400 with the error body, and the server keeps answering', async () => {
    const answer = await rawRequest(api.url, 'GET // HTTP/1.1')
    expect(rawStatus(answer)).toBe(400)
    expect(answer).toContain('"field":"url"')
    expect((await client.get('/v1/supported-chains')).status).toBe(200)
  })

  test('an unknown path is a 404 error body, a known path with another method a 405', async () => {
    expect((await client.get('/v1/nothing-here')).status).toBe(404)
    expect((await client.post('/getWallets', {})).status).toBe(405)
  })

  test('a fault answers the next N matching requests with its status and Retry-After, then the real answer', async () => {
    api.control.fault({ route: '/v1/account/*/balance', status: 503, times: 2, retryAfter: 1 })
    const path = '/v1/account/0x0000000000000000000000000000000000000001/balance'
    const first = await client.get(path, { currency: 'usd' })
    const second = await client.get(path, { currency: 'usd' })
    const third = await client.get(path, { currency: 'usd' })
    expect([first.status, second.status, third.status]).toEqual([503, 503, 200])
    expect(first.headers.get('retry-after')).toBe('1')
    expect(first.body.status).toBe('FAILED')
    expect(balancesSchema.parse(third.body).balances.map((balance) => balance.symbol)).toEqual(['ETH', 'ETH'])
  })

  test('faults can be set over HTTP, limited to a method, and cleared', async () => {
    await client.world('POST', 'faults', { route: '/v1/**', status: 429, method: 'GET', times: null })
    const limited = await client.get('/v1/supported-chains')
    const other = await client.post('/v1/onramp/quote', '{}')
    await client.world('DELETE', 'faults')
    const cleared = await client.get('/v1/supported-chains')
    expect([limited.status, other.status, cleared.status]).toEqual([429, 400, 200])
  })

  test('a fault body nested 20,000 deep or over 256 KB is refused with 400, and nothing starts failing', async () => {
    const post = (body: string) => fetch(client.url('/__world/faults', {}, false), { method: 'POST', body })
    const deep = await post(`{"route":"/v1/**","status":503,"body":${'['.repeat(20_000)}${']'.repeat(20_000)}}`)
    const large = await post(JSON.stringify({ route: '/v1/**', status: 503, body: 'x'.repeat(300_000) }))
    expect([deep.status, large.status]).toEqual([400, 400])
    expect((await deep.json()).reasons[0]).toEqual({ field: 'body', description: 'At most 32 levels deep' })
    expect(api.control.faults()).toEqual([])
    expect((await client.get('/v1/supported-chains')).status).toBe(200)
  })

  test('a fault can delay the real answer, send invalid JSON, or send a body over 1 MB', async () => {
    const path = '/v1/supported-chains'
    await client.world('POST', 'faults', { route: path, delayMs: 300 })
    const started = Date.now()
    const late = await client.get(path)
    expect([late.status, Date.now() - started >= 290]).toEqual([200, true]) // timers may round a millisecond down
    await client.world('POST', 'faults', { route: path, status: 200, invalidJson: true })
    const broken = await fetch(client.url(path))
    expect(broken.headers.get('content-type')).toBe('application/json')
    await expect(broken.json()).rejects.toThrow(SyntaxError)
    await client.world('POST', 'faults', { route: path, bodyBytes: 1_000_001, body: { result: '0x1' } })
    const large = await fetch(client.url(path))
    const text = await large.text()
    expect([large.status, Buffer.byteLength(text), JSON.parse(text).result]).toEqual([200, 1_000_001, '0x1'])
    expect((await client.world('POST', 'faults', { route: path, delayMs: 600_000 })).status).toBe(400)
    expect((await client.get(path)).status).toBe(200)
  })

  test('every product request is recorded with method, path and query; the world’s own calls are not', async () => {
    await client.get('/getWallets', { page: '2' })
    await client.world('GET', 'features')
    const recorded = api.control.requests()
    const overHttp = await client.world('GET', 'requests?path=/getWallets')
    expect(recorded).toEqual([
      { method: 'GET', path: '/getWallets', query: { ...productQuery, page: '2' }, at: expect.any(Number) },
    ])
    expect(overHttp.body.requests).toHaveLength(1)
  })
}
