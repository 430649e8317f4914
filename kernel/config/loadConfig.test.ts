import { expect, test } from 'vitest'
import { useConfigFixture } from './testing/useConfigFixture.js'

const fixture = useConfigFixture()
const { setup } = fixture

test('remote features are merged into store.features', async () => {
  const { store, load, warnings } = setup({ projectId: 'p1', features: { send: false } })
  await load()
  expect(store.getState().features).toMatchObject({
    send: false,
    email: true,
    socials: ['google'],
    swaps: false,
    onramp: ['meld'],
    analytics: true,
  })
  expect(store.getState().alert).toBeUndefined()
  expect(warnings).toEqual([])
})

test('local feature options the remote config overrides are named in a warning', async () => {
  const { load, warnings, logger } = setup({ projectId: 'p1', features: { swaps: true, email: true } })
  const loaded = await load()
  expect(loaded.ignored).toEqual(['swaps'])
  expect(warnings).toHaveLength(1)
  expect(warnings[0]).toContain('local config was ignored for swaps')
  expect(logger.lines().some((line) => line.includes('WARN Your local config was ignored for swaps'))).toBe(true)
})

test('when the config service fails, the local options stand and nothing is thrown', async () => {
  fixture.server.route('GET', '/appkit/v1/config', { status: 500 })
  const { store, load } = setup({ projectId: 'p1', features: { swaps: ['1inch'], email: false, socials: false } })
  await load()
  expect(store.getState().features).toMatchObject({ swaps: ['1inch'], email: false, socials: false })
})

test('basic mode skips the remote config', async () => {
  const { store, load } = setup({ projectId: 'p1', basic: true, features: { swaps: ['1inch'] } })
  await load()
  expect(fixture.server.requestsTo('/appkit/v1/config')).toHaveLength(0)
  expect(store.getState().features?.swaps).toEqual(['1inch'])
})

test('analytics is off when the project says so or the call fails, and not asked when off locally', async () => {
  fixture.server.route('GET', '/getAnalyticsConfig', { body: { isAnalyticsEnabled: false } })
  const first = setup({ projectId: 'p1' })
  await first.load()
  expect(first.store.getState().features?.analytics).toBe(false)

  fixture.server.route('GET', '/getAnalyticsConfig', { status: 404 })
  const second = setup({ projectId: 'p1' })
  await second.load()
  expect(second.store.getState().features?.analytics).toBe(false)

  const before = fixture.server.requestsTo('/getAnalyticsConfig').length
  const third = setup({ projectId: 'p1', features: { analytics: false } })
  await third.load()
  expect(fixture.server.requestsTo('/getAnalyticsConfig')).toHaveLength(before)
})

test('the remote features come at once; the analytics switch is asked once the first view is drawn', async () => {
  const { store, load } = setup({ projectId: 'p1' })
  let drawn = () => {}
  const loading = load(new Promise<void>((resolve) => (drawn = resolve)))
  await expect.poll(() => store.getState().features?.onramp).toEqual(['meld'])
  expect(store.getState().features?.analytics).toBe(false)
  await new Promise((resolve) => setTimeout(resolve, 50)) // time enough for a request to arrive
  expect(fixture.server.requestsTo('/getAnalyticsConfig')).toHaveLength(0)
  expect(fixture.server.requestsTo('/projects/v1/origins')).toHaveLength(0)
  drawn()
  expect((await loading).features.analytics).toBe(true)
  expect(store.getState().features).toMatchObject({ analytics: true, onramp: ['meld'] })
  expect(fixture.server.requestsTo('/getAnalyticsConfig')).toHaveLength(1)
})

test('a missing project id raises its alert and asks no service', async () => {
  const { store, load } = setup({})
  await load()
  expect(store.getState().alert).toMatchObject({ code: 'PROJECT_ID_NOT_CONFIGURED', variant: 'error' })
  expect(store.getState().alert?.message).toBeTruthy()
  expect(store.getState().features).toBeDefined()
  expect(fixture.server.requests).toHaveLength(0)
})

test('an origin off the allowed list raises UNVERIFIED_DOMAIN', async () => {
  const { store, load } = setup({ projectId: 'p1' }, 'https://phish.example.net')
  expect((await load()).origin).toBe('not-allowed')
  expect(store.getState().alert).toMatchObject({ code: 'UNVERIFIED_DOMAIN' })
})

test.each([
  [429, 'RATE_LIMITED'],
  [503, 'SERVER_ERROR'],
])('origins answering %i raise %s', async (status, code) => {
  fixture.server.route('GET', '/projects/v1/origins', { status })
  const { store, load } = setup({ projectId: 'p1' })
  await load()
  expect(store.getState().alert).toMatchObject({ code, variant: 'warning' })
  expect(fixture.server.requestsTo('/projects/v1/origins')).toHaveLength(1)
})

test('a config service refusing the project (403) raises INVALID_APP_CONFIGURATION, and the local options stand', async () => {
  fixture.server.route('GET', '/appkit/v1/config', { status: 403 })
  const { store, load } = setup({ projectId: 'p1', features: { swaps: false } })
  await load()
  expect(store.getState().alert).toMatchObject({ code: 'INVALID_APP_CONFIGURATION', variant: 'error' })
  expect(store.getState().alert?.message).toBeTruthy()
  expect(store.getState().features?.swaps).toBe(false)
})

test('the origins check runs only when email or socials are on', async () => {
  fixture.server.route('GET', '/appkit/v1/config', {
    body: { features: [{ id: 'swap', isEnabled: true, config: ['1inch'] }] },
  })
  const { store, load } = setup({ projectId: 'p1' }, 'https://phish.example.net')
  const loaded = await load()
  expect(loaded.origin).toBeUndefined()
  expect(fixture.server.requestsTo('/projects/v1/origins')).toHaveLength(0)
  expect(store.getState().alert).toBeUndefined()
})
