import { afterEach, beforeEach, describe, expect, test } from 'vitest'
import { createBus } from '../bus/createBus.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { createTestClock, type TestClock } from '../testing/createTestClock.js'
import { startTestServer, type TestServer } from '../http/testing/createTestServer.js'
import { eventBatchSchema } from './analyticsSchemas.js'
import { type CreateAnalyticsParameters, createAnalytics } from './createAnalytics.js'

let server: TestServer
let clock: TestClock
let bus: ReturnType<typeof createBus>

const page = () => ({ href: 'https://app.example.com/', hostname: 'app.example.com' })
const batches = () => server.requestsTo('/batch').map((request) => eventBatchSchema.parse(JSON.parse(request.body)))

function start(overrides: Partial<CreateAnalyticsParameters> = {}) {
  const client = createHttpClient({ baseUrl: server.url, projectId: 'p1', sdkType: 'foyer', sdkVersion: 'v1', clock })
  return createAnalytics({ bus, client, enabled: () => true, clock, location: page, ...overrides })
}

beforeEach(async () => {
  server = await startTestServer()
  server.route('POST', '/batch', { body: {} })
  clock = createTestClock({ start: 1_717_600_000_000 })
  bus = createBus()
})
afterEach(() => server.close())

describe('batching', () => {
  test('track events wait, then go in one POST /batch 10 s after the first', async () => {
    start({ caipNetworkId: () => 'eip155:137', address: () => '0x97D9C49eF79B20e865673b7099c7A2d77B74be88' })
    bus.emit('track', { event: 'SEARCH_WALLET', properties: { badge: '', search: 'rain' } })
    clock.advance(4000)
    bus.emit('track', { event: 'SEND_SUCCESS', properties: { token: 'USDC', amount: 5 } })
    clock.advance(5999)
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.requestsTo('/batch')).toHaveLength(0)

    clock.advance(1)
    await expect.poll(() => server.requestsTo('/batch')).toHaveLength(1)
    expect(server.requestsTo('/batch')[0]!.query.get('projectId')).toBe('p1')
    const [batch] = batches()
    expect(batch).toMatchObject([
      {
        url: 'https://app.example.com/',
        domain: 'app.example.com',
        timestamp: 1_717_600_000_000,
        props: {
          type: 'track',
          event: 'SEARCH_WALLET',
          address: '0x97D9C49eF79B20e865673b7099c7A2d77B74be88',
          properties: { badge: '', search: 'rain', caipNetworkId: 'eip155:137' },
        },
      },
      {
        timestamp: 1_717_600_004_000,
        props: { event: 'SEND_SUCCESS', properties: { token: 'USDC', amount: 5, caipNetworkId: 'eip155:137' } },
      },
    ])
    expect(new Set(batch!.map((event) => event.eventId)).size).toBe(2)
  })

  test('flush sends what waits at once; with nothing waiting it sends nothing', async () => {
    const analytics = start()
    await analytics.flush()
    bus.emit('track', { event: 'CLICK_CANCEL_SIWX' })
    await analytics.flush()
    expect(batches()).toMatchObject([[{ props: { type: 'track', event: 'CLICK_CANCEL_SIWX' } }]])
    expect(batches()[0]![0]!.props).not.toHaveProperty('properties')
    expect(batches()[0]![0]!.props).not.toHaveProperty('address')
  })

  test('100 waiting events go at once, without waiting for the timer', async () => {
    start()
    for (let index = 0; index < 100; index++) bus.emit('track', { event: 'SEARCH_WALLET', properties: { index } })
    await expect.poll(() => batches()).toHaveLength(1)
    expect(batches()[0]).toHaveLength(100)
  })

  test('a hidden page sends the waiting events by beacon, to /batch with the project values', () => {
    const target = new EventTarget()
    let hidden = false
    const beacons: [string, string][] = []
    start({ page: { target, hidden: () => hidden }, beacon: (url, body) => beacons.push([url, body]) > 0 })
    bus.emit('track', { event: 'SEND_INITIATED' })
    target.dispatchEvent(new Event('visibilitychange'))
    expect(beacons).toEqual([])
    hidden = true
    target.dispatchEvent(new Event('visibilitychange'))
    expect(beacons).toHaveLength(1)
    const url = new URL(beacons[0]![0])
    expect([url.pathname, url.searchParams.get('projectId')]).toEqual(['/batch', 'p1'])
    expect(eventBatchSchema.parse(JSON.parse(beacons[0]![1]))).toMatchObject([{ props: { event: 'SEND_INITIATED' } }])
  })

  test('without a beacon, pagehide POSTs the batch', async () => {
    const target = new EventTarget()
    start({ page: { target, hidden: () => true } })
    bus.emit('track', { event: 'SEND_INITIATED' })
    target.dispatchEvent(new Event('pagehide'))
    await expect.poll(() => batches()).toHaveLength(1)
  })

  test('teardown stops listening and sends what waits', async () => {
    const analytics = start()
    bus.emit('track', { event: 'A' })
    analytics()
    bus.emit('track', { event: 'B' })
    await expect.poll(() => batches()).toHaveLength(1)
    expect(batches()[0]!.map((event) => event.props.event)).toEqual(['A'])
    expect(clock.pending).toBe(0)
  })
})

describe('disabled analytics', () => {
  test('nothing is queued or sent while analytics is off', async () => {
    const analytics = start({ enabled: () => false })
    bus.emit('track', { event: 'SEND_SUCCESS' })
    clock.advance(60_000)
    await analytics.flush()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(server.requests).toHaveLength(0)
    expect(clock.pending).toBe(0)
  })

  test('turning analytics off drops what waits; turning it on again sends new events', async () => {
    let enabled = true
    const analytics = start({ enabled: () => enabled })
    bus.emit('track', { event: 'BEFORE' })
    enabled = false
    await analytics.flush()
    expect(server.requests).toHaveLength(0)
    enabled = true
    bus.emit('track', { event: 'AFTER' })
    await analytics.flush()
    expect(
      batches()
        .flat()
        .map((event) => event.props.event),
    ).toEqual(['AFTER'])
  })
})
