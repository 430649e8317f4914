import { expect, test } from 'vitest'
import { createLogger } from '../createLogger.js'
import { createStorage } from '../storage/createStorage.js'
import { createMemoryBackend } from '../storage/resolveStorageBackend.js'
import { createTestClock } from '../testing/createTestClock.js'
import { remoteConfig, useConfigFixture } from './testing/useConfigFixture.js'

const fixture = useConfigFixture()
const configRequests = () => fixture.server.requestsTo('/appkit/v1/config').length

function visits() {
  const clock = createTestClock({ instant: true })
  const backend = createMemoryBackend()
  const logger = createLogger({ console: { error() {}, warn() {}, info() {}, debug() {} }, clock })
  return { backend, storage: createStorage({ backend, prefix: 'foyer', logger, clock }) }
}

/** A first view that is drawn when the test says so. */
function firstView() {
  let drawn = () => {}
  return { after: new Promise<void>((resolve) => (drawn = resolve)), drawn: () => drawn() }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

test("a returning visitor's first view shows the service's last answer; it is asked again once the view is drawn", async () => {
  const { storage } = visits()
  await fixture.setup({ projectId: 'p1' }, undefined, storage).load()
  expect(configRequests()).toBe(1)
  expect(storage.get('remoteConfig')).toEqual({ projectId: 'p1', answer: remoteConfig })

  // Since then the project turned onramp off.
  const changed = { features: remoteConfig.features.filter((feature) => feature.id !== 'onramp') }
  fixture.server.route('GET', '/appkit/v1/config', { body: changed })
  const returning = fixture.setup({ projectId: 'p1' }, undefined, storage)
  const view = firstView()
  const loading = returning.load(view.after)
  await expect.poll(() => returning.store.getState().features?.onramp).toEqual(['meld'])
  await wait(50) // time enough for a request to arrive
  expect(configRequests()).toBe(1)

  view.drawn()
  const loaded = await loading
  expect(configRequests()).toBe(2)
  expect(loaded.features.onramp).toBe(false)
  expect(returning.store.getState().features).toMatchObject({ onramp: false, email: true, socials: ['google'] })
  expect(storage.get('remoteConfig')).toEqual({ projectId: 'p1', answer: changed })
})

test('when the service gave no answer, the next first view shows the local options, and its answer follows', async () => {
  const { storage } = visits()
  fixture.server.route('GET', '/appkit/v1/config', { status: 500 })
  await fixture.setup({ projectId: 'p1', features: { onramp: false } }, undefined, storage).load()
  expect(storage.get('remoteConfig')).toEqual({ projectId: 'p1', answer: null })

  fixture.server.route('GET', '/appkit/v1/config', { body: remoteConfig })
  const returning = fixture.setup({ projectId: 'p1', features: { onramp: false } }, undefined, storage)
  const view = firstView()
  const loading = returning.load(view.after)
  await expect.poll(() => returning.store.getState().features?.onramp).toBe(false)
  const before = configRequests()
  view.drawn()
  await loading
  expect(configRequests()).toBe(before + 1)
  expect(returning.store.getState().features?.onramp).toEqual(['meld'])
})

test("another project's stored answer, or a garbled one, is not used: the service is asked before the first view", async () => {
  const { storage, backend } = visits()
  storage.set('remoteConfig', { projectId: 'p2', answer: { features: [] } })
  const other = fixture.setup({ projectId: 'p1' }, undefined, storage)
  void other.load(new Promise(() => {})) // never drawn: only what comes before the first view
  await expect.poll(configRequests).toBe(1)
  await expect.poll(() => other.store.getState().features?.onramp).toEqual(['meld'])

  backend.setItem('foyer:remoteConfig', '{"projectId":"p1","answer":{"features":"all"}}')
  const garbled = fixture.setup({ projectId: 'p1' }, undefined, storage)
  void garbled.load(new Promise(() => {}))
  await expect.poll(configRequests).toBe(2)
  await expect.poll(() => garbled.store.getState().features?.onramp).toEqual(['meld'])
})

test('basic mode neither reads nor writes a stored answer', async () => {
  const { storage } = visits()
  storage.set('remoteConfig', { projectId: 'p1', answer: remoteConfig })
  const basic = fixture.setup({ projectId: 'p1', basic: true, features: { onramp: false } }, undefined, storage)
  await basic.load()
  expect(basic.store.getState().features?.onramp).toBe(false)
  expect(configRequests()).toBe(0)
})

test("a service failing after a returning visitor's first view leaves the last answer's features, and keeps it", async () => {
  const { storage } = visits()
  await fixture.setup({ projectId: 'p1' }, undefined, storage).load()
  fixture.server.route('GET', '/appkit/v1/config', { status: 503 })
  const returning = fixture.setup({ projectId: 'p1', features: { onramp: false } }, undefined, storage)
  const loaded = await returning.load()
  expect(configRequests()).toBeGreaterThan(1)
  expect(loaded.features.onramp).toEqual(['meld'])
  expect(returning.store.getState().features?.onramp).toEqual(['meld'])
  expect(storage.get('remoteConfig')).toEqual({ projectId: 'p1', answer: remoteConfig })
})
