import { describe, expect, test } from 'vitest'
import { errorReason } from './HttpError.js'
import { startTestServer } from './testing/createTestServer.js'
import { caught, okSchema, useHttpFixture } from './testing/useHttpFixture.js'

const f = useHttpFixture()

describe('retries', () => {
  test('retries three times after 150, 300 and 600 ms, then answers', async () => {
    f.server.route('GET', '/flaky', { body: { ok: true } })
    f.server.failNext('/flaky', 3, { status: 503 })
    await expect(f.client().get({ path: '/flaky', schema: okSchema })).resolves.toEqual({ ok: true })
    expect(f.server.requestsTo('/flaky')).toHaveLength(4)
    expect(f.clock.delays).toEqual([150, 300, 600])
    expect(f.failures).toEqual([])
  })

  test.each([403, 408, 413, 429, 500, 502, 503, 504])('status %i is retried', async (status) => {
    f.server.route('GET', '/flaky', { body: { ok: true } })
    f.server.failNext('/flaky', 1, { status })
    await expect(f.client().get({ path: '/flaky', schema: okSchema })).resolves.toEqual({ ok: true })
    expect(f.server.requestsTo('/flaky')).toHaveLength(2)
  })

  test.each([400, 401, 404, 422])(
    'status %i fails at once, with the status and error body on the error',
    async (status) => {
      const body = { status: 'FAILED', reasons: [{ field: 'name', description: 'Name is already registered' }] }
      f.server.route('GET', '/bad', { status, body })
      const error = await caught(f.client().get({ path: '/bad', schema: okSchema }))
      expect(f.server.requestsTo('/bad')).toHaveLength(1)
      expect(error.code).toBe('HTTP_REQUEST_FAILED')
      expect(error.shortMessage).toBe(`HTTP status code: ${status}`)
      expect(error.status).toBe(status)
      expect(error.body).toEqual(body)
      expect(errorReason(error)).toBe('Name is already registered')
    },
  )

  test('gives up after 3 retries with HTTP_REQUEST_FAILED carrying the last status, reported once as API_ERROR', async () => {
    f.server.route('GET', '/down', { status: 502, body: 'Bad gateway' })
    const error = await caught(f.client().get({ path: '/down', schema: okSchema }))
    expect(f.server.requestsTo('/down')).toHaveLength(4)
    expect(error).toMatchObject({ code: 'HTTP_REQUEST_FAILED', status: 502, body: 'Bad gateway' })
    expect(f.failures).toEqual([[error, 'API_ERROR']])
  })

  test('a request may ask for fewer retries', async () => {
    f.server.route('GET', '/down', { status: 503 })
    await caught(f.client().get({ path: '/down', schema: okSchema, retries: 0 }))
    expect(f.server.requestsTo('/down')).toHaveLength(1)
    expect(f.clock.delays).toEqual([])
  })

  test('POSTs are retried too', async () => {
    f.server.route('POST', '/v1/onramp/quote', { body: { ok: true } })
    f.server.failNext('/v1/onramp/quote', 1, { status: 500 })
    await f.client().post({ path: '/v1/onramp/quote', body: {}, schema: okSchema })
    expect(f.server.requestsTo('/v1/onramp/quote').map((request) => request.body)).toEqual(['{}', '{}'])
  })

  test('a refused connection is retried, then fails with NETWORK_REQUEST_FAILED', async () => {
    const gone = await startTestServer()
    await gone.close()
    const error = await caught(f.client({ baseUrl: gone.url }).get({ path: '/x', schema: okSchema }))
    expect(error.code).toBe('NETWORK_REQUEST_FAILED')
    expect(f.clock.delays).toEqual([150, 300, 600])
    expect(f.failures).toEqual([[error, 'API_ERROR']])
  })
})

describe('Retry-After', () => {
  test('seconds: waits as long as the f.server asks when that is longer than the backoff', async () => {
    f.server.route('GET', '/limited', { body: { ok: true } })
    f.server.failNext('/limited', 1, { status: 429, headers: { 'Retry-After': '2' } })
    await f.client().get({ path: '/limited', schema: okSchema })
    expect(f.clock.delays).toEqual([2000])
  })

  test('an HTTP date: waits until that time', async () => {
    f.server.route('GET', '/limited', { body: { ok: true } })
    const date = new Date(f.clock.now() + 3000).toUTCString()
    f.server.failNext('/limited', 1, { status: 503, headers: { 'Retry-After': date } })
    await f.client().get({ path: '/limited', schema: okSchema })
    expect(f.clock.delays).toEqual([3000])
  })

  test('shorter than the backoff: the backoff stands', async () => {
    f.server.route('GET', '/limited', { body: { ok: true } })
    f.server.failNext('/limited', 2, { status: 429, headers: { 'Retry-After': '0' } })
    await f.client().get({ path: '/limited', schema: okSchema })
    expect(f.clock.delays).toEqual([150, 300])
  })

  test('over the 10 s cap: no retry, the status is the answer at once', async () => {
    f.server.route('GET', '/limited', { body: { ok: true } })
    f.server.failNext('/limited', 1, { status: 429, headers: { 'Retry-After': '60' } })
    const error = await caught(f.client().get({ path: '/limited', schema: okSchema }))
    expect(error.status).toBe(429)
    expect(f.server.requestsTo('/limited')).toHaveLength(1)
  })
})
