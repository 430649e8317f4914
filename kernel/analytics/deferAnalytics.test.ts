import { afterEach, beforeEach, expect, test } from 'vitest'
import { createBus } from '../bus/createBus.js'
import { createLogger } from '../createLogger.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { startTestServer, type TestServer } from '../http/testing/createTestServer.js'
import { createTestClock, type TestClock } from '../testing/createTestClock.js'
import { eventBatchSchema } from './analyticsSchemas.js'
import { deferAnalytics } from './deferAnalytics.js'

let server: TestServer
let clock: TestClock
let bus: ReturnType<typeof createBus>
let network = 'eip155:1'

const batches = () => server.requestsTo('/batch').map((request) => eventBatchSchema.parse(JSON.parse(request.body)))
const settle = () => new Promise((resolve) => setTimeout(resolve, 30))

let drawn: () => void = () => undefined

/** Analytics whose code may load once `drawn()` is called (or at once, when `opening` is false). */
function start(opening: boolean) {
  const due = opening ? new Promise<void>((resolve) => (drawn = resolve)) : Promise.resolve()
  const client = createHttpClient({ baseUrl: server.url, projectId: 'p1', sdkType: 'foyer', sdkVersion: 'v1', clock })
  return deferAnalytics({
    bus,
    clock,
    logger: createLogger({ level: 'silent' }),
    client: () => client,
    enabled: () => true,
    caipNetworkId: () => network,
    address: () => undefined,
    due,
  })
}

beforeEach(async () => {
  server = await startTestServer()
  server.route('POST', '/batch', { body: {} })
  server.route('POST', '/e', { body: {} })
  clock = createTestClock({ start: 1_717_600_000_000 })
  bus = createBus()
  network = 'eip155:1'
})
afterEach(() => server.close())

test('events of the first open are kept with their own time and network, and sent once the code is there', async () => {
  const analytics = start(true)
  bus.emit('track', { event: 'MODAL_OPEN', properties: { connected: false } })
  clock.advance(500)
  network = 'eip155:10'
  await settle()
  // Nothing loads while the open is on its way; the teardown sends what was kept.
  analytics.teardown()
  await expect.poll(() => server.requestsTo('/batch')).toHaveLength(1)
  expect(batches()[0]).toMatchObject([
    { timestamp: 1_717_600_000_000, props: { event: 'MODAL_OPEN', properties: { caipNetworkId: 'eip155:1' } } },
  ])
})

test('after the first view is drawn, the code loads and later events are batched as before', async () => {
  const analytics = start(true)
  bus.emit('track', { event: 'MODAL_OPEN', properties: { connected: false } })
  drawn()
  await settle()
  bus.emit('track', { event: 'SELECT_WALLET', properties: { name: 'Test Wallet' } })
  clock.advance(10_000)
  await expect
    .poll(() =>
      batches()
        .flat()
        .map((event) => event.props.event),
    )
    .toEqual(['MODAL_OPEN', 'SELECT_WALLET'])
  analytics.teardown()
})

test("the bus's internal errors and error reports wait for the first view, then reach POST /e", async () => {
  const analytics = start(true)
  bus.emit('error', { error: new TypeError('boom'), category: 'adapter' })
  analytics.report(new TypeError('bang'), 'API_ERROR')
  await settle()
  expect(server.requestsTo('/e')).toHaveLength(0)
  drawn()
  await expect.poll(() => server.requestsTo('/e')).toHaveLength(2)
  expect(server.requestsTo('/e').map((request) => JSON.parse(request.body).props.event)).toEqual([
    'INTERNAL_SDK_ERROR',
    'API_ERROR',
  ])
})
