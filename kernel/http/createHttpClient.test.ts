import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { createHttpClient, type CreateHttpClientParameters } from './createHttpClient.js'
import { HttpError, errorReason } from './HttpError.js'
import { createTestClock, type TestClock } from './testing/createTestClock.js'
import { startTestServer, type TestServer } from './testing/createTestServer.js'

const okSchema = z.object({ ok: z.boolean() })
let server: TestServer
let clock: TestClock
let failures: [HttpError, string][]

const client = (overrides: Partial<CreateHttpClientParameters> = {}) =>
  createHttpClient({
    baseUrl: server.url,
    projectId: 'p1',
    sdkType: 'foyer',
    sdkVersion: 'react-foyer-0.1.0',
    clock,
    onError: (error, category) => failures.push([error, category]),
    ...overrides,
  })

/** A route that answers only when `release` is called, to keep requests in flight. */
function heldRoute(path: string, body: unknown = { ok: true }) {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  server.route('GET', path, async () => {
    await released
    return { body }
  })
  return () => release()
}

async function caught(promise: Promise<unknown>): Promise<HttpError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  )
  if (!(error instanceof HttpError)) throw new Error(`expected an HttpError, got ${String(error)}`)
  return error
}

beforeEach(async () => {
  server = await startTestServer()
  clock = createTestClock({ instant: true })
  failures = []
})
afterEach(() => server.close())

describe('query values', () => {
  test('every call carries projectId, st and sv, drops null and undefined values and joins arrays', async () => {
    server.route('GET', '/v1/things', { body: { ok: true } })
    await client().get({
      path: 'v1/things',
      query: { chainId: 'eip155:1', cursor: undefined, onramp: null, ids: ['a', 'b', 3], force: true },
      schema: okSchema,
    })
    const [request] = server.requestsTo('/v1/things')
    expect(Object.fromEntries(request!.query)).toEqual({
      projectId: 'p1',
      st: 'foyer',
      sv: 'react-foyer-0.1.0',
      chainId: 'eip155:1',
      ids: 'a,b,3',
      force: 'true',
    })
  })

  test('a missing project id is left out rather than sent as "undefined"', async () => {
    server.route('GET', '/x', { body: { ok: true } })
    await client({ projectId: undefined }).get({ path: '/x', schema: okSchema })
    expect(server.requests[0]!.query.has('projectId')).toBe(false)
  })

  test('url() builds the full URL with the common values, for an <img src>', () => {
    const url = new URL(client({ baseUrl: `${server.url}/base/` }).url('/getWalletImage/abc', { size: 'md' }))
    expect(url.pathname).toBe('/base/getWalletImage/abc')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'foyer',
      sv: 'react-foyer-0.1.0',
      size: 'md',
    })
  })

  test('POST sends its body as JSON with Content-Type application/json', async () => {
    server.route('POST', '/v1/fungible/price', { body: { ok: true } })
    await client().post({ path: '/v1/fungible/price', body: { currency: 'usd', addresses: ['a'] }, schema: okSchema })
    const [request] = server.requestsTo('/v1/fungible/price')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request!.body)).toEqual({ currency: 'usd', addresses: ['a'] })
  })
})

describe('retries', () => {
  test('retries three times after 150, 300 and 600 ms, then answers', async () => {
    server.route('GET', '/flaky', { body: { ok: true } })
    server.failNext('/flaky', 3, { status: 503 })
    await expect(client().get({ path: '/flaky', schema: okSchema })).resolves.toEqual({ ok: true })
    expect(server.requestsTo('/flaky')).toHaveLength(4)
    expect(clock.delays).toEqual([150, 300, 600])
    expect(failures).toEqual([])
  })

  test.each([403, 408, 413, 429, 500, 502, 503, 504])('status %i is retried', async (status) => {
    server.route('GET', '/flaky', { body: { ok: true } })
    server.failNext('/flaky', 1, { status })
    await expect(client().get({ path: '/flaky', schema: okSchema })).resolves.toEqual({ ok: true })
    expect(server.requestsTo('/flaky')).toHaveLength(2)
  })

  test.each([400, 401, 404, 422])(
    'status %i fails at once, with the status and error body on the error',
    async (status) => {
      const body = { status: 'FAILED', reasons: [{ field: 'name', description: 'Name is already registered' }] }
      server.route('GET', '/bad', { status, body })
      const error = await caught(client().get({ path: '/bad', schema: okSchema }))
      expect(server.requestsTo('/bad')).toHaveLength(1)
      expect(error.code).toBe('HTTP_REQUEST_FAILED')
      expect(error.shortMessage).toBe(`HTTP status code: ${status}`)
      expect(error.status).toBe(status)
      expect(error.body).toEqual(body)
      expect(errorReason(error)).toBe('Name is already registered')
    },
  )

  test('gives up after 3 retries with HTTP_REQUEST_FAILED carrying the last status, reported once as API_ERROR', async () => {
    server.route('GET', '/down', { status: 502, body: 'Bad gateway' })
    const error = await caught(client().get({ path: '/down', schema: okSchema }))
    expect(server.requestsTo('/down')).toHaveLength(4)
    expect(error).toMatchObject({ code: 'HTTP_REQUEST_FAILED', status: 502, body: 'Bad gateway' })
    expect(failures).toEqual([[error, 'API_ERROR']])
  })

  test('a request may ask for fewer retries', async () => {
    server.route('GET', '/down', { status: 503 })
    await caught(client().get({ path: '/down', schema: okSchema, retries: 0 }))
    expect(server.requestsTo('/down')).toHaveLength(1)
    expect(clock.delays).toEqual([])
  })

  test('POSTs are retried too', async () => {
    server.route('POST', '/v1/onramp/quote', { body: { ok: true } })
    server.failNext('/v1/onramp/quote', 1, { status: 500 })
    await client().post({ path: '/v1/onramp/quote', body: {}, schema: okSchema })
    expect(server.requestsTo('/v1/onramp/quote').map((request) => request.body)).toEqual(['{}', '{}'])
  })

  test('a refused connection is retried, then fails with NETWORK_REQUEST_FAILED', async () => {
    const gone = await startTestServer()
    await gone.close()
    const error = await caught(client({ baseUrl: gone.url }).get({ path: '/x', schema: okSchema }))
    expect(error.code).toBe('NETWORK_REQUEST_FAILED')
    expect(clock.delays).toEqual([150, 300, 600])
    expect(failures).toEqual([[error, 'API_ERROR']])
  })
})

describe('Retry-After', () => {
  test('seconds: waits as long as the server asks when that is longer than the backoff', async () => {
    server.route('GET', '/limited', { body: { ok: true } })
    server.failNext('/limited', 1, { status: 429, headers: { 'Retry-After': '2' } })
    await client().get({ path: '/limited', schema: okSchema })
    expect(clock.delays).toEqual([2000])
  })

  test('an HTTP date: waits until that time', async () => {
    server.route('GET', '/limited', { body: { ok: true } })
    const date = new Date(clock.now() + 3000).toUTCString()
    server.failNext('/limited', 1, { status: 503, headers: { 'Retry-After': date } })
    await client().get({ path: '/limited', schema: okSchema })
    expect(clock.delays).toEqual([3000])
  })

  test('shorter than the backoff: the backoff stands', async () => {
    server.route('GET', '/limited', { body: { ok: true } })
    server.failNext('/limited', 2, { status: 429, headers: { 'Retry-After': '0' } })
    await client().get({ path: '/limited', schema: okSchema })
    expect(clock.delays).toEqual([150, 300])
  })

  test('over the 10 s cap: no retry, the status is the answer at once', async () => {
    server.route('GET', '/limited', { body: { ok: true } })
    server.failNext('/limited', 1, { status: 429, headers: { 'Retry-After': '60' } })
    const error = await caught(client().get({ path: '/limited', schema: okSchema }))
    expect(error.status).toBe(429)
    expect(server.requestsTo('/limited')).toHaveLength(1)
  })
})

describe('shared GETs', () => {
  test('identical GETs in flight share one request', async () => {
    const release = heldRoute('/v1/identity/0xabc', { ok: true })
    const http = client()
    const calls = [1, 2, 3].map(() =>
      http.get({ path: '/v1/identity/0xabc', query: { sender: 'x' }, schema: okSchema }),
    )
    release()
    expect(await Promise.all(calls)).toEqual([{ ok: true }, { ok: true }, { ok: true }])
    expect(server.requestsTo('/v1/identity/0xabc')).toHaveLength(1)
  })

  test('GETs that differ in a query value are not shared, and a finished GET is asked again', async () => {
    server.route('GET', '/x', { body: { ok: true } })
    const http = client()
    await Promise.all([
      http.get({ path: '/x', query: { a: 1 }, schema: okSchema }),
      http.get({ path: '/x', query: { a: 2 }, schema: okSchema }),
    ])
    await http.get({ path: '/x', query: { a: 1 }, schema: okSchema })
    expect(server.requestsTo('/x')).toHaveLength(3)
  })

  test('identical POSTs are each sent', async () => {
    server.route('POST', '/v1/profile/account', { body: { ok: true } })
    const http = client()
    await Promise.all([1, 2].map(() => http.post({ path: '/v1/profile/account', body: { a: 1 }, schema: okSchema })))
    expect(server.requestsTo('/v1/profile/account')).toHaveLength(2)
  })

  test('callers that share a GET parse it with their own schema', async () => {
    const release = heldRoute('/x', { ok: true })
    const http = client()
    const loose = http.get({ path: '/x', schema: okSchema })
    const strict = http.get({ path: '/x', schema: z.object({ ok: z.literal(false) }) })
    release()
    await expect(loose).resolves.toEqual({ ok: true })
    expect((await caught(strict)).code).toBe('INVALID_RESPONSE')
    expect(server.requestsTo('/x')).toHaveLength(1)
  })

  test('the dedupe map is bounded: past the bound the oldest entry is forgotten', async () => {
    const releases = ['/a', '/b', '/c'].map((path) => heldRoute(path))
    const http = client({ maxInFlight: 2 })
    const calls = ['/a', '/b', '/c', '/a', '/c'].map((path) => http.get({ path, schema: okSchema }))
    for (const release of releases) release()
    await Promise.all(calls)
    expect(server.requests.map((request) => request.path).sort()).toEqual(['/a', '/a', '/b', '/c'])
  })
})

describe('answers and aborts', () => {
  test('a body that fails its schema is INVALID_RESPONSE, reported as DATA_PARSING_ERROR', async () => {
    server.route('GET', '/x', { body: { ok: 'yes' } })
    const error = await caught(client().get({ path: '/x', schema: okSchema }))
    expect(error.code).toBe('INVALID_RESPONSE')
    expect(failures).toEqual([[error, 'DATA_PARSING_ERROR']])
  })

  test('a 200 that is not JSON is INVALID_RESPONSE, not retried', async () => {
    server.route('GET', '/x', { body: '<html>' })
    expect((await caught(client().get({ path: '/x', schema: okSchema }))).code).toBe('INVALID_RESPONSE')
    expect(server.requests).toHaveLength(1)
  })

  test('an empty 200 reaches the schema as undefined', async () => {
    server.route('POST', '/batch', { status: 204 })
    await expect(client().post({ path: '/batch', body: [], schema: z.undefined() })).resolves.toBeUndefined()
  })

  test('aborting a request in flight rejects with REQUEST_ABORTED and reports nothing', async () => {
    heldRoute('/slow')
    const controller = new AbortController()
    const call = client().get({ path: '/slow', schema: okSchema, signal: controller.signal })
    await expect.poll(() => server.requestsTo('/slow')).toHaveLength(1)
    controller.abort()
    const error = await caught(call)
    expect(error.code).toBe('REQUEST_ABORTED')
    expect(error.shortMessage).toBe('Request was aborted')
    expect(failures).toEqual([])
    await expect.poll(() => server.requestsTo('/slow')[0]?.abandoned).toBe(true)
  })

  test('aborting while waiting to retry stops the retries', async () => {
    clock = createTestClock()
    server.route('POST', '/down', { status: 503 })
    const controller = new AbortController()
    const call = client().post({ path: '/down', body: {}, schema: okSchema, signal: controller.signal })
    await expect.poll(() => clock.pending).toBe(1)
    controller.abort()
    expect((await caught(call)).code).toBe('REQUEST_ABORTED')
    expect(server.requestsTo('/down')).toHaveLength(1)
    expect(clock.pending).toBe(0)
  })

  test('one caller aborting a shared GET leaves the others their answer', async () => {
    const release = heldRoute('/shared')
    const http = client()
    const controller = new AbortController()
    const leaving = http.get({ path: '/shared', schema: okSchema, signal: controller.signal })
    const staying = http.get({ path: '/shared', schema: okSchema })
    controller.abort()
    release()
    expect((await caught(leaving)).code).toBe('REQUEST_ABORTED')
    await expect(staying).resolves.toEqual({ ok: true })
    expect(server.requestsTo('/shared')).toMatchObject([{ abandoned: false }])
  })
})
