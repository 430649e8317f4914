import { beforeAll, beforeEach, expect, test } from 'vitest'
import { errorEventSchema } from '../../../../kernel/analytics/analyticsSchemas.js'
import { allowedOriginsSchema } from '../../../../kernel/config/allowedOriginsSchema.js'
import { analyticsConfigSchema, remoteConfigSchema } from '../../../../kernel/config/configSchemas.js'
import type { ApiServer } from '../createApiServer.js'
import type { ApiClient } from '../testing/apiClient.js'
import type { TestWorld } from '../testing/startTestWorld.js'

let api: ApiServer
let client: ApiClient

/** Remote config, allowed origins, analytics config and the analytics sinks, as the control sets them. Runs inside worldApi.test.ts. */
export function configSuite(getWorld: () => TestWorld) {
  beforeAll(() => {
    api = getWorld().api
    client = getWorld().client
  })
  beforeEach(() => api.control.reset())

  const features = async () => remoteConfigSchema().parse((await client.get('/appkit/v1/config')).body).features

  test('remote config has every remote feature on by default', async () => {
    const byId = Object.fromEntries((await features()).map((feature) => [feature.id, feature]))
    expect(byId.swap).toEqual({ id: 'swap', isEnabled: true, config: ['1inch'] })
    expect(byId.onramp?.config).toEqual(['meld', 'coinbase'])
    expect(byId.social_login?.config).toContain('email')
    expect(byId.activity?.isEnabled).toBe(true)
  })

  test('a feature switched off by the control, in process or over HTTP, answers disabled', async () => {
    api.control.setFeature('swap', { isEnabled: false })
    await client.world('POST', 'features', { id: 'activity', isEnabled: false, config: [] })
    const byId = Object.fromEntries((await features()).map((feature) => [feature.id, feature]))
    expect(byId.swap).toEqual({ id: 'swap', isEnabled: false, config: [] })
    expect(byId.activity?.isEnabled).toBe(false)
    expect(byId.onramp?.isEnabled).toBe(true)
  })

  test('allowed origins answer a list, or 429, or 5xx, as set', async () => {
    const initial = allowedOriginsSchema.parse((await client.get('/projects/v1/origins')).body)
    api.control.setOrigins({ allowedOrigins: ['https://elsewhere.example'] })
    const other = allowedOriginsSchema.parse((await client.get('/projects/v1/origins')).body)
    api.control.setOrigins({ status: 429 })
    const limited = await client.get('/projects/v1/origins')
    await client.world('POST', 'origins', { status: 502 })
    const broken = await client.get('/projects/v1/origins')
    expect(initial.allowedOrigins).toContain('http://127.0.0.1:*')
    expect(other.allowedOrigins).toEqual(['https://elsewhere.example'])
    expect([limited.status, broken.status]).toEqual([429, 502])
  })

  test('analytics config answers enabled, disabled or a failure, as set', async () => {
    const initial = analyticsConfigSchema().parse((await client.get('/getAnalyticsConfig')).body)
    api.control.setAnalyticsConfig({ isAnalyticsEnabled: false })
    const off = analyticsConfigSchema().parse((await client.get('/getAnalyticsConfig')).body)
    api.control.setAnalyticsConfig({ status: 500 })
    expect([initial.isAnalyticsEnabled, off.isAnalyticsEnabled]).toEqual([true, false])
    expect((await client.get('/getAnalyticsConfig')).status).toBe(500)
  })

  const trackEvent = {
    eventId: '5b7c8e1a-1111-4222-8333-444455556666',
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: 1717600000000,
    props: { type: 'track', event: 'SEARCH_WALLET', properties: { badge: '', search: 'vault' } },
  }
  const errorEvent = {
    eventId: '5b7c8e1a-1111-4222-8333-444455556667',
    url: 'http://localhost:5173/',
    domain: 'localhost',
    timestamp: '2026-06-06T09:00:00.000Z',
    props: { type: 'error', event: 'API_ERROR', errorType: 'HTTP', errorMessage: 'HTTP status code: 500' },
  }

  test('analytics batches and error events are validated, recorded, read back and cleared', async () => {
    const batch = await client.post('/batch', [trackEvent, { ...trackEvent, eventId: 'x' }])
    const error = await client.post('/e', errorEvent)
    const overHttp = await client.world('GET', 'events')
    expect([batch.status, error.status]).toEqual([200, 200])
    expect(api.control.events().map((event) => event.props.event)).toEqual(['SEARCH_WALLET', 'SEARCH_WALLET'])
    expect(api.control.errorEvents()).toEqual([errorEventSchema.parse(errorEvent)])
    expect(overHttp.body.events).toHaveLength(2)
    await client.world('DELETE', 'events')
    expect([api.control.events(), api.control.errorEvents()]).toEqual([[], []])
  })

  test('the sinks record the body as received, keys the schema does not know included', async () => {
    const impression = {
      ...trackEvent,
      props: { type: 'track', event: 'WALLET_IMPRESSION_V2', items: [{ name: 'Test Wallet', walletRank: 1 }] },
      extra: 'kept',
    }
    const legacy = { ...trackEvent, eventId: 'legacy', props: { ...trackEvent.props, certified: true } }
    const withCause = { ...errorEvent, props: { ...errorEvent.props, cause: 'timeout' } }
    expect((await client.post('/batch', [impression])).status).toBe(200)
    expect((await client.post('/e', legacy)).status).toBe(200)
    expect((await client.post('/e', withCause)).status).toBe(200)
    expect(api.control.events()).toEqual([impression, legacy])
    expect(api.control.errorEvents()).toEqual([withCause])
  })

  test('an invalid analytics body is a 400 and records nothing', async () => {
    const batch = await client.post('/batch', [{ ...trackEvent, timestamp: 'yesterday' }])
    const error = await client.post('/e', { ...errorEvent, props: { type: 'error', event: 'SOMETHING_ELSE' } })
    expect([batch.status, error.status]).toEqual([400, 400])
    expect(api.control.events()).toEqual([])
    expect(api.control.errorEvents()).toEqual([])
  })
}
