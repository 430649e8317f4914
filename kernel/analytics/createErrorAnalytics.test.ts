import { afterEach, beforeEach, expect, test } from 'vitest'
import { createLogger } from '../createLogger.js'
import { foyerError } from '../errors/codedErrors.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { createTestClock, type TestClock } from '../testing/createTestClock.js'
import { startTestServer, type TestServer } from '../http/testing/createTestServer.js'
import { errorEventSchema } from './analyticsSchemas.js'
import { createErrorAnalytics, type ErrorAnalytics } from './createErrorAnalytics.js'

let server: TestServer
let clock: TestClock
const page = () => ({ href: 'https://app.example.com/shop?x=1', hostname: 'app.example.com' })
const silent = { error() {}, warn() {}, info() {}, debug() {} }

function setup(onError?: (analytics: ErrorAnalytics) => Parameters<typeof createHttpClient>[0]['onError']) {
  let analytics: ErrorAnalytics | undefined
  const client = createHttpClient({
    baseUrl: server.url,
    projectId: 'p1',
    sdkType: 'foyer',
    sdkVersion: 'v1',
    clock,
    onError: (error, category) => onError && analytics && onError(analytics)?.(error, category),
  })
  const logger = createLogger({ console: silent, clock })
  analytics = createErrorAnalytics({ client, clock, logger, location: page })
  return { analytics, client, logger }
}

beforeEach(async () => {
  server = await startTestServer()
  server.route('POST', '/e', { body: {} })
  clock = createTestClock({ instant: true, start: Date.UTC(2026, 4, 1, 12) })
})
afterEach(() => server.close())

test('a report POSTs /e with the project values and the SPEC §7 body', async () => {
  const { analytics } = setup()
  await analytics.report(foyerError('HTTP_REQUEST_FAILED', { status: 500 }), 'API_ERROR')
  const [request] = server.requestsTo('/e')
  expect(Object.fromEntries(request!.query)).toEqual({ projectId: 'p1', st: 'foyer', sv: 'v1' })
  const body = errorEventSchema.parse(JSON.parse(request!.body))
  expect(body).toMatchObject({
    url: 'https://app.example.com/shop?x=1',
    domain: 'app.example.com',
    timestamp: '2026-05-01T12:00:00.000Z',
    props: {
      type: 'error',
      event: 'API_ERROR',
      errorType: 'HTTP_REQUEST_FAILED',
      errorMessage: 'HTTP status code: 500',
    },
  })
  expect(body.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  expect(body.props.stackTrace).toContain('HTTP status code: 500')
})

test('six reports within 60 s send five; a minute later reports are sent again', async () => {
  const { analytics, logger } = setup()
  for (let index = 0; index < 6; index++) {
    await analytics.report(new Error(`failure ${index}`), 'INTERNAL_SDK_ERROR')
    clock.advance(1000)
  }
  expect(server.requestsTo('/e')).toHaveLength(5)
  expect(logger.lines().some((line) => line.includes('dropped a INTERNAL_SDK_ERROR report'))).toBe(true)

  clock.advance(55_000) // 60 s after the first report
  await analytics.report(new Error('later'), 'INTERNAL_SDK_ERROR')
  expect(server.requestsTo('/e')).toHaveLength(6)
  expect(JSON.parse(server.requestsTo('/e')[5]!.body).props.errorMessage).toBe('later')
})

test('a failing /e is sent once, never retried, never thrown and never reported into a loop', async () => {
  server.route('POST', '/e', { status: 503 })
  const { analytics } = setup((self) => (error, category) => void self.report(error, category))
  await expect(analytics.report(new Error('boom'), 'INTERNAL_SDK_ERROR')).resolves.toBeUndefined()
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(server.requestsTo('/e')).toHaveLength(1)
})

test('nothing is sent while the enabled getter says no', async () => {
  let enabled = false
  const client = createHttpClient({ baseUrl: server.url, sdkType: 'foyer', sdkVersion: 'v1', clock })
  const analytics = createErrorAnalytics({ client, clock, location: page, enabled: () => enabled })
  await analytics.report(new Error('quiet'), 'API_ERROR')
  expect(server.requestsTo('/e')).toHaveLength(0)
  enabled = true
  await analytics.report(new Error('heard'), 'API_ERROR')
  expect(server.requestsTo('/e')).toHaveLength(1)
})

test('what is not an Error is reported by its text', async () => {
  const { analytics } = setup()
  await analytics.report('plain words', 'SECURE_SITE_ERROR')
  expect(JSON.parse(server.requestsTo('/e')[0]!.body).props).toEqual({
    type: 'error',
    event: 'SECURE_SITE_ERROR',
    errorType: 'Unknown',
    errorMessage: 'plain words',
  })
})

test('an unreachable analytics service is logged at debug, not thrown', async () => {
  await server.close()
  const { analytics, logger } = setup()
  await expect(analytics.report(new Error('x'), 'API_ERROR')).resolves.toBeUndefined()
  expect(logger.lines().some((line) => line.includes('DEBUG error analytics: the report could not be sent'))).toBe(true)
})
