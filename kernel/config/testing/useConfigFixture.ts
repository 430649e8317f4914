import { afterEach, beforeEach } from 'vitest'
import { catalogue } from '../../../plugins/manifests.js'
import { createBus } from '../../bus/createBus.js'
import { createLogger, type Logger } from '../../createLogger.js'
import { createApiClients } from '../../http/createApiClients.js'
import { startTestServer, type TestServer } from '../../http/testing/createTestServer.js'
import type { FoyerOptions } from '../../options/FoyerOptions.js'
import { createStore, type Store } from '../../state/createStore.js'
import { type FoyerState, initialState } from '../../state/FoyerState.js'
import type { FoyerStorage } from '../../storage/FoyerStorage.js'
import { parseWithCatalogue as parseOptions } from '../../testing/catalogueFeatures.js'
import { createTestClock } from '../../testing/createTestClock.js'
import { loadConfig } from '../loadConfig.js'

/** What the config service answers unless a test routes otherwise. */
export const remoteConfig = {
  features: [
    { id: 'social_login', isEnabled: true, config: ['email', 'google'] },
    { id: 'swap', isEnabled: false, config: [] },
    { id: 'onramp', isEnabled: true, config: ['meld'] },
    { id: 'activity', isEnabled: true, config: [] },
    { id: 'reown_branding', isEnabled: true, config: [] },
  ],
}

const silent = { error() {}, warn() {}, info() {}, debug() {} }

export interface ConfigFixture {
  /** A fresh real server per test: the config, the analytics switch and the allowed origins. */
  server: TestServer
  /** A store, bus and logger for `options` (Foyer's catalogue), and `load` to run loadConfig with them. */
  setup(
    options: FoyerOptions,
    origin?: string,
    storage?: FoyerStorage,
  ): {
    store: Store<FoyerState>
    warnings: string[]
    logger: Logger
    load(after?: Promise<void>): ReturnType<typeof loadConfig>
  }
}

/** The config service's world for loadConfig's tests (beforeEach starts it, afterEach closes it). */
export function useConfigFixture(): ConfigFixture {
  const fixture: ConfigFixture = {
    server: undefined as unknown as TestServer, // started before each test
    setup(options, origin = 'https://app.example.com', storage) {
      const url = fixture.server.url
      const resolved = parseOptions({ ...options, urls: { api: url, directory: url, config: url, analytics: url } })
      const clock = createTestClock({ instant: true })
      const logger = createLogger({ console: silent, clock })
      const store = createStore(initialState())
      const bus = createBus()
      const warnings: string[] = []
      bus.on('options:warning', ({ message }) => warnings.push(message))
      const api = createApiClients(resolved, { clock, logger })
      const manifests = catalogue
      return {
        store,
        warnings,
        logger,
        load: (after) => loadConfig({ api, store, bus, logger, options: resolved, manifests, origin, after, storage }),
      }
    },
  }
  beforeEach(async () => {
    fixture.server = await startTestServer()
    fixture.server.route('GET', '/appkit/v1/config', { body: remoteConfig })
    fixture.server.route('GET', '/getAnalyticsConfig', { body: { isAnalyticsEnabled: true } })
    fixture.server.route('GET', '/projects/v1/origins', { body: { allowedOrigins: ['https://app.example.com'] } })
  })
  afterEach(() => fixture.server.close())
  return fixture
}
