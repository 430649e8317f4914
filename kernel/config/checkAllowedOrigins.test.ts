import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createHttpClient } from '../http/createHttpClient.js'
import { createTestClock, type TestClock } from '../testing/createTestClock.js'
import { startTestServer, type TestServer } from '../http/testing/createTestServer.js'
import { checkAllowedOrigins, isOriginAllowed } from './checkAllowedOrigins.js'

describe('matching an origin', () => {
  const list = ['https://app.example.com', 'https://*.example.org']
  test.each<[string, readonly string[], boolean]>([
    ['https://anything.test', [], true],
    ['https://app.example.com', list, true],
    ['https://APP.example.com', list, true],
    ['https://other.example.com', list, false],
    ['http://app.example.com', list, false],
    ['https://app.example.com:8443', list, false],
    ['https://shop.example.org', list, true],
    ['https://a.b.example.org', list, true],
    ['https://example.org', list, false],
    ['https://evil-example.org', list, false],
    ['https://shop.example.org.evil.com', list, false],
    ['http://localhost', list, true],
    ['http://localhost:5173', list, true],
    ['https://127.0.0.1:4443', list, true],
    ['https://my-app.vercel.app', list, true],
    ['https://my-app.pages.dev', list, true],
    ['https://secure-mobile.walletconnect.org', list, true],
    ['https://vercel.app.evil.com', list, false],
    ['null', list, false],
  ])('%s against %j: %s', (origin, allowed, expected) => {
    expect(isOriginAllowed(origin, allowed)).toBe(expected)
  })
})

describe('asking the service', () => {
  let server: TestServer
  let clock: TestClock
  const check = (origin: string) =>
    checkAllowedOrigins(
      createHttpClient({ baseUrl: server.url, projectId: 'p1', sdkType: 'foyer', sdkVersion: 'v1', clock }),
      origin,
    )
  beforeEach(async () => {
    server = await startTestServer()
    clock = createTestClock({ instant: true })
  })
  afterEach(() => server.close())

  test('429 is RATE_LIMITED at once, after a single request', async () => {
    server.route('GET', '/projects/v1/origins', { status: 429, headers: { 'Retry-After': '1' } })
    expect(await check('https://app.example.com')).toEqual({ status: 'RATE_LIMITED' })
    expect(server.requestsTo('/projects/v1/origins')).toHaveLength(1)
    expect(clock.delays).toEqual([])
  })

  test.each([500, 502, 503])('%i is SERVER_ERROR', async (status) => {
    server.route('GET', '/projects/v1/origins', { status })
    expect(await check('https://app.example.com')).toEqual({ status: 'SERVER_ERROR' })
  })

  test.each([400, 403, 404])('%i counts as an empty list: allowed', async (status) => {
    server.route('GET', '/projects/v1/origins', { status })
    expect(await check('https://app.example.com')).toEqual({ status: 'allowed' })
  })

  test('an origin on the list is allowed', async () => {
    server.route('GET', '/projects/v1/origins', { body: { allowedOrigins: ['https://app.example.com'] } })
    expect(await check('https://app.example.com')).toEqual({ status: 'allowed' })
    expect(server.requests[0]!.query.get('projectId')).toBe('p1')
  })

  test('an origin off the list is not allowed', async () => {
    server.route('GET', '/projects/v1/origins', { body: { allowedOrigins: ['https://app.example.com'] } })
    expect(await check('https://phish.example.net')).toEqual({ status: 'not-allowed' })
  })

  test('a wildcard entry allows its subdomains', async () => {
    server.route('GET', '/projects/v1/origins', { body: { allowedOrigins: ['https://*.example.org'] } })
    expect(await check('https://shop.example.org')).toEqual({ status: 'allowed' })
  })

  test('localhost is allowed whatever the list says', async () => {
    server.route('GET', '/projects/v1/origins', { body: { allowedOrigins: ['https://app.example.com'] } })
    expect(await check('http://localhost:3000')).toEqual({ status: 'allowed' })
  })

  test('an unreachable service counts as an empty list', async () => {
    await server.close()
    expect(await check('https://app.example.com')).toEqual({ status: 'allowed' })
  })
})
