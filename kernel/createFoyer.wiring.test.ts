import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { catalogue as foyerCatalogue } from '../plugins/manifests.js'
import { defineAdapter } from './adapters/defineAdapter.js'
import { errorEventSchema, eventBatchSchema } from './analytics/analyticsSchemas.js'
import type { KernelDependencies } from './core/createKernel.js'
import { createFoyer } from './createFoyer.js'
import { startTestServer, type TestServer } from './http/testing/createTestServer.js'
import type { FoyerOptions } from './options/FoyerOptions.js'
import { definePlugin } from './plugins/definePlugin.js'
import { createMemoryBackend } from './storage/resolveStorageBackend.js'
import { createTestClock } from './testing/createTestClock.js'
import { testNetwork } from './testing/testNetworks.js'
import type { ViewName } from './registries.js'

// The kernel as createFoyer wires it, against a real HTTP server standing in for every service.
let server: TestServer

beforeEach(async () => {
  server = await startTestServer()
  // The project `on` has analytics on; every other project has it off.
  server.route('GET', '/getAnalyticsConfig', (request) => ({
    body: { isAnalyticsEnabled: request.query.get('projectId') === 'on' },
  }))
  server.route('POST', '/batch', { body: {} })
  server.route('POST', '/e', { body: {} })
})
afterEach(() => server.close())

const options = (overrides: Partial<FoyerOptions> = {}): FoyerOptions => ({
  projectId: 'on',
  networks: [testNetwork(1, 'Ethereum')],
  storage: createMemoryBackend(),
  basic: true,
  features: { email: false, socials: false },
  urls: { api: server.url, directory: server.url, config: server.url, analytics: server.url },
  ...overrides,
})
const instant = (): KernelDependencies => ({ clock: createTestClock({ instant: true }) })

/** A catalogue with Foyer's plugins plus two feature plugins (each a button and a view) that record being imported. */
function recordingCatalogue() {
  const imported: string[] = []
  const fake = (id: string) => ({
    load: async () => {
      imported.push(id)
      return definePlugin({
        id,
        views: { [`${id}View`]: { title: id, load: async () => ({ default: () => null }) } },
        walletFeatures: [{ id, label: id, view: `${id}View` }],
      })
    },
    walletFeatures: [{ id, label: id, view: `${id}View` }],
    views: { [`${id}View`]: { title: id } },
  })
  const fakes: Record<string, ReturnType<typeof fake>> = { swaps: fake('swaps'), onramp: fake('onramp') }
  return { imported, catalogue: foyerCatalogue.map((manifest) => ({ ...manifest, ...fakes[manifest.id] })) }
}

const errorReports = () => server.requestsTo('/e').map((request) => errorEventSchema.parse(JSON.parse(request.body)))
const trackedBy = (projectId: string) =>
  server
    .requestsTo('/batch')
    .filter((request) => request.query.get('projectId') === projectId)
    .flatMap((request) => eventBatchSchema.parse(JSON.parse(request.body)))
    .map((event) => event.props.event)

test('a track event reaches the analytics sink only when the project has analytics on', async () => {
  const off = createFoyer(options({ projectId: 'off' }), instant())
  const on = createFoyer(options(), instant())
  await Promise.all([off.open(), on.open()])
  await expect.poll(() => off.getState().features?.analytics).toBe(false)
  await expect.poll(() => server.requestsTo('/getAnalyticsConfig')).toHaveLength(2)

  ;(await off.ready()).track('SEARCH_WALLET', { badge: '', search: 'off' })
  ;(await on.ready()).track('SEARCH_WALLET', { badge: '', search: 'on' })
  await expect.poll(() => trackedBy('on')).toEqual(['SEARCH_WALLET'])
  expect(trackedBy('off')).toEqual([])
})

test('a track event of the first open, before analytics is known, is sent once its switch says on', async () => {
  const clock = createTestClock()
  const foyer = createFoyer(options(), { clock })
  const opening = foyer.open()
  const kernel = await foyer.ready()
  kernel.track('SELECT_WALLET', { name: 'early' })
  await opening
  expect(server.requestsTo('/getAnalyticsConfig')).toHaveLength(0) // not before the first view
  kernel.bus.emit('modal:drawn', undefined)
  await expect.poll(() => server.requestsTo('/getAnalyticsConfig')).toHaveLength(1)
  // The batch goes 10 s after its first event, once analytics' code has loaded and taken the kept event.
  await expect
    .poll(() => {
      clock.advance(10_000)
      return trackedBy('on')
    })
    .toEqual(['SELECT_WALLET'])
})

test('a kernel HTTP failure reaches error analytics (POST /e)', async () => {
  const foyer = createFoyer(options(), instant())
  const kernel = await foyer.ready()
  expect(await kernel.supportedChains.has('eip155:1')).toBe(false) // GET /v1/supported-chains answers 404
  await expect.poll(errorReports).toHaveLength(1)
  expect(errorReports()[0]?.props).toMatchObject({
    type: 'error',
    event: 'API_ERROR',
    errorType: 'HTTP_REQUEST_FAILED',
    errorMessage: expect.stringContaining('HTTP status code: 404'),
  })
})

test('an internal error on the bus reaches error analytics, wrapped with its category', async () => {
  const foyer = createFoyer(options(), instant())
  await foyer.ready()
  foyer.bus.emit('error', { error: new TypeError('view exploded'), category: 'view' })
  await expect.poll(errorReports).toHaveLength(1)
  expect(errorReports()[0]?.props).toMatchObject({
    event: 'INTERNAL_SDK_ERROR',
    errorType: 'INTERNAL_ERROR',
    errorMessage: expect.stringMatching(/^Internal error in view\nDetails: view exploded/),
  })
})

test('an enabled feature’s plugin is offered at first open but imported only when its view is first shown', async () => {
  const { imported, catalogue } = recordingCatalogue()
  const foyer = createFoyer(
    options({ features: { send: false, swaps: false, onramp: ['meld'], names: false, email: false, socials: false } }),
    {
      ...instant(),
      catalogue,
    },
  )
  await foyer.open()
  expect(imported).toEqual([])
  expect(foyer.getState().plugins).toEqual(['connect', 'account', 'network'])
  expect(foyer.getState().pluginsOnDemand).toEqual(['receive', 'onramp', 'activity'])
  const kernel = await foyer.ready()
  expect(kernel.plugins.walletFeatures().map((feature) => feature.id)).toEqual(['receive', 'onramp'])

  await foyer.open('onrampView' as ViewName)
  await kernel.router.getView('onrampView')?.load()
  expect(imported).toEqual(['onramp'])
  expect(foyer.getState().plugins).toEqual(['connect', 'account', 'network', 'onramp'])
  await expect(foyer.open('swapsView' as ViewName)).rejects.toThrow('No view is registered by the name swapsView')
})

test('a remote feature turned off by the project config takes its plugin’s button and view away', async () => {
  server.route('GET', '/appkit/v1/config', { body: { features: [{ id: 'swap', isEnabled: false, config: [] }] } })
  const { imported, catalogue } = recordingCatalogue()
  const settings = options({
    basic: false,
    features: { send: false, email: false, socials: false, swaps: ['1inch'], onramp: false, names: false },
  })
  const foyer = createFoyer(settings, { ...instant(), catalogue })
  await foyer.open()
  await expect.poll(() => foyer.getState().features?.swaps).toBe(false)
  await expect.poll(() => foyer.getState().pluginsOnDemand).toEqual(['receive'])
  const kernel = await foyer.ready()
  expect(kernel.plugins.walletFeatures().map((feature) => feature.id)).toEqual(['receive'])
  expect(kernel.router.getView('swapsView')).toBeUndefined()
  expect(imported).toEqual([])
})

test('prefetch loads the kernel and the built-in plugins without opening, no feature plugin', async () => {
  const { imported, catalogue } = recordingCatalogue()
  const foyer = createFoyer(options({ features: { swaps: ['1inch'], onramp: false } }), { ...instant(), catalogue })
  await foyer.prefetch()
  expect(foyer.getState().plugins).toEqual(['connect', 'account', 'network'])
  expect(foyer.getState().modal).toEqual({ open: false, loading: false })
  await foyer.open()
  expect(imported).toEqual([])
  expect(foyer.getState().modal.open).toBe(true)
})

test('with prefetch: idle, the instance itself prefetches when the page is idle (no React needed)', async () => {
  const idle: (() => void)[] = []
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback))
  vi.stubGlobal('cancelIdleCallback', () => undefined)
  try {
    const { imported, catalogue } = recordingCatalogue()
    const foyer = createFoyer(
      options({
        prefetch: 'idle',
        features: { send: false, onramp: false, names: false, email: false, socials: false },
      }),
      {
        ...instant(),
        catalogue,
      },
    )
    expect(foyer.getState().plugins).toEqual([])
    expect(idle).toHaveLength(1)
    idle[0]?.()
    await expect.poll(() => foyer.getState().plugins).toEqual(['connect', 'account', 'network'])
    expect(foyer.getState().pluginsOnDemand).toEqual(['swaps', 'receive', 'activity'])
    expect(imported).toEqual([])
    expect(foyer.getState().modal.open).toBe(false)
  } finally {
    vi.unstubAllGlobals()
  }
})

test('prefetch never rejects; the options error surfaces on open', async () => {
  const foyer = createFoyer(options({ themeMode: 'purple' as 'dark' }), instant())
  await expect(foyer.prefetch()).resolves.toBeUndefined()
  await expect(foyer.open()).rejects.toThrow(/Invalid options/)
})

test('destroy runs the plugins’, the adapters’ and analytics’ teardowns', async () => {
  const tornDown: string[] = []
  const plugin = definePlugin({ id: 'mine', setup: () => () => tornDown.push('plugin') })
  const adapter = defineAdapter({
    namespace: 'eip155',
    setup: () => () => tornDown.push('adapter'),
    connect: () => Promise.reject(new Error('not here')),
    disconnect: async () => undefined,
    getAccounts: () => Promise.reject(new Error('not here')),
    signMessage: () => Promise.reject(new Error('not here')),
  })
  // A manual clock: the 10 s batch timer never fires, so a batch can only come from the teardown's flush.
  const foyer = createFoyer(options({ plugins: [plugin], adapters: [adapter] }), { clock: createTestClock() })
  await foyer.open()
  ;(await foyer.ready()).bus.emit('modal:drawn', undefined) // the shell's word: the analytics switch is asked after it
  await expect.poll(() => server.requestsTo('/getAnalyticsConfig')).toHaveLength(1)
  ;(await foyer.ready()).track('SEND_SUCCESS', { token: 'ETH', amount: 1 })
  await new Promise((resolve) => setTimeout(resolve, 20))
  expect(server.requestsTo('/batch')).toHaveLength(0)

  foyer.destroy()
  await expect.poll(() => trackedBy('on')).toEqual(['SEND_SUCCESS'])
  expect(tornDown).toEqual(['plugin', 'adapter'])
  expect(foyer.getState().plugins).toEqual([])
})

test('a preferred account type stored by an earlier visit wins over the option', async () => {
  const storage = createMemoryBackend()
  storage.setItem('foyer:preferredAccountTypes', JSON.stringify({ eip155: 'eoa' }))
  const foyer = createFoyer(options({ storage, defaultAccountTypes: { eip155: 'smartAccount' } }), instant())
  await foyer.ready()
  expect(foyer.getState().chains.eip155?.accountState.preferredAccountType).toBe('eoa')
})

test("the config service's answer is kept for the next visit, whose open asks the service again", async () => {
  server.route('GET', '/appkit/v1/config', { body: { features: [{ id: 'swap', isEnabled: false, config: [] }] } })
  const storage = createMemoryBackend()
  const settings = options({ storage, basic: false, features: { email: false, socials: false, swaps: ['1inch'] } })
  const first = createFoyer(settings, instant())
  await first.open()
  await expect.poll(() => first.getState().features?.swaps).toBe(false)
  expect(JSON.parse(storage.getItem('foyer:remoteConfig') ?? 'null')).toMatchObject({ projectId: 'on' })
  first.destroy()

  const answer = { features: [{ id: 'swap', isEnabled: true, config: ['1inch'] }] }
  server.route('GET', '/appkit/v1/config', { body: answer })
  const returning = createFoyer(settings, instant())
  await returning.open()
  await expect.poll(() => returning.getState().features?.swaps).toEqual(['1inch'])
  expect(server.requestsTo('/appkit/v1/config')).toHaveLength(2)
  expect(JSON.parse(storage.getItem('foyer:remoteConfig') ?? 'null')).toEqual({ projectId: 'on', answer })
  returning.destroy()
})
