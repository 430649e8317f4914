import { describe, expect, test } from 'vitest'
import * as z from 'zod/mini'
import { createTestClock } from '../testing/createTestClock.js'
import { caught, okSchema, useHttpFixture } from './testing/useHttpFixture.js'

const f = useHttpFixture()

describe('query values', () => {
  test('every call carries projectId, st and sv, drops null and undefined values and joins arrays', async () => {
    f.server.route('GET', '/v1/things', { body: { ok: true } })
    await f.client().get({
      path: 'v1/things',
      query: { chainId: 'eip155:1', cursor: undefined, onramp: null, ids: ['a', 'b', 3], force: true },
      schema: okSchema,
    })
    const [request] = f.server.requestsTo('/v1/things')
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
    f.server.route('GET', '/x', { body: { ok: true } })
    await f.client({ projectId: undefined }).get({ path: '/x', schema: okSchema })
    expect(f.server.requests[0]!.query.has('projectId')).toBe(false)
  })

  test('url() builds the full URL with the common values, for an <img src>', () => {
    const url = new URL(f.client({ baseUrl: `${f.server.url}/base/` }).url('/getWalletImage/abc', { size: 'md' }))
    expect(url.pathname).toBe('/base/getWalletImage/abc')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'p1',
      st: 'foyer',
      sv: 'react-foyer-0.1.0',
      size: 'md',
    })
  })

  test('POST sends its body as JSON with Content-Type application/json', async () => {
    f.server.route('POST', '/v1/fungible/price', { body: { ok: true } })
    await f.client().post({ path: '/v1/fungible/price', body: { currency: 'usd', addresses: ['a'] }, schema: okSchema })
    const [request] = f.server.requestsTo('/v1/fungible/price')
    expect(request!.headers['content-type']).toBe('application/json')
    expect(JSON.parse(request!.body)).toEqual({ currency: 'usd', addresses: ['a'] })
  })
})

describe('answers and aborts', () => {
  test('a body that fails its schema is INVALID_RESPONSE, reported as DATA_PARSING_ERROR', async () => {
    f.server.route('GET', '/x', { body: { ok: 'yes' } })
    const error = await caught(f.client().get({ path: '/x', schema: okSchema }))
    expect(error.code).toBe('INVALID_RESPONSE')
    expect(f.failures).toEqual([[error, 'DATA_PARSING_ERROR']])
  })

  test('a 200 that is not JSON is INVALID_RESPONSE, not retried', async () => {
    f.server.route('GET', '/x', { body: '<html>' })
    expect((await caught(f.client().get({ path: '/x', schema: okSchema }))).code).toBe('INVALID_RESPONSE')
    expect(f.server.requests).toHaveLength(1)
  })

  test('an empty 200 reaches the schema as undefined', async () => {
    f.server.route('POST', '/batch', { status: 204 })
    await expect(f.client().post({ path: '/batch', body: [], schema: z.undefined() })).resolves.toBeUndefined()
  })

  test('aborting a request in flight rejects with REQUEST_ABORTED and reports nothing', async () => {
    f.heldRoute('/slow')
    const controller = new AbortController()
    const call = f.client().get({ path: '/slow', schema: okSchema, signal: controller.signal })
    await expect.poll(() => f.server.requestsTo('/slow')).toHaveLength(1)
    controller.abort()
    const error = await caught(call)
    expect(error.code).toBe('REQUEST_ABORTED')
    expect(error.shortMessage).toBe('Request was aborted')
    expect(f.failures).toEqual([])
    await expect.poll(() => f.server.requestsTo('/slow')[0]?.abandoned).toBe(true)
  })

  test('aborting while waiting to retry stops the retries', async () => {
    f.clock = createTestClock()
    f.server.route('POST', '/down', { status: 503 })
    const controller = new AbortController()
    const call = f.client().post({ path: '/down', body: {}, schema: okSchema, signal: controller.signal })
    await expect.poll(() => f.clock.pending).toBe(1)
    controller.abort()
    expect((await caught(call)).code).toBe('REQUEST_ABORTED')
    expect(f.server.requestsTo('/down')).toHaveLength(1)
    expect(f.clock.pending).toBe(0)
  })

  test('one caller aborting a shared GET leaves the others their answer', async () => {
    const release = f.heldRoute('/shared')
    const http = f.client()
    const controller = new AbortController()
    const leaving = http.get({ path: '/shared', schema: okSchema, signal: controller.signal })
    const staying = http.get({ path: '/shared', schema: okSchema })
    controller.abort()
    release()
    expect((await caught(leaving)).code).toBe('REQUEST_ABORTED')
    await expect(staying).resolves.toEqual({ ok: true })
    expect(f.server.requestsTo('/shared')).toMatchObject([{ abandoned: false }])
  })
})
