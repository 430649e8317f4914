import { expect, test, vi } from 'vitest'
import { createBus } from '../bus/createBus.js'
import type { ResolvedFeatures } from '../options/features.js'
import { defaultFeatures } from '../testing/catalogueFeatures.js'
import { manifestsOf } from '../testing/manifestsOf.js'
import { createRouter } from '../router/createRouter.js'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { createPluginHost } from './createPluginHost.js'
import { createPluginSync } from './createPluginSync.js'
import { definePlugin, type PluginDefinition } from './definePlugin.js'
import type { PluginCatalogue } from './PluginCatalogue.js'

// The feature path: which plugins load when, what the Account view can draw before their code is there.

const receiveView = { default: () => null }
const button = { id: 'receive', label: 'Receive', view: 'WalletReceive' }

function setup(features: Partial<ResolvedFeatures>, extra: PluginDefinition[] = []) {
  const imported: string[] = []
  const teardown = vi.fn()
  const receive = definePlugin({
    id: 'receive',
    views: { WalletReceive: { title: 'Receive', load: async () => receiveView } },
    walletFeatures: [button],
    setup: () => teardown,
  })
  const catalogue: PluginCatalogue = {
    account: { builtIn: true, load: async () => definePlugin({ id: 'account' }) },
    receive: {
      load: async () => {
        imported.push('receive')
        return receive
      },
      walletFeatures: [button],
      views: { WalletReceive: { title: 'Receive' } },
    },
  }
  const store = createStore(initialState())
  store.update((draft) => {
    draft.features = { ...defaultFeatures, ...features }
  })
  const router = createRouter({ store, close: vi.fn() })
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), lines: () => [] }
  const make = () => {
    const plugins = createPluginHost({ catalogue, extra, store, router, logger, contextFor: () => ({}) as never })
    const sync = createPluginSync({
      plugins,
      manifests: manifestsOf(catalogue),
      store,
      bus: createBus(),
      logger,
      options: { features: defaultFeatures, localFeatures: features, plugins: extra, siwx: undefined } as never,
    })
    return { plugins, sync }
  }
  const setFeatures = (next: Partial<ResolvedFeatures>) =>
    store.update((draft) => {
      draft.features = { ...defaultFeatures, ...next }
    })
  return { ...make(), make, imported, teardown, store, router, logger, setFeatures }
}

const onlyReceive = { send: false, swaps: false, onramp: false, email: false, socials: false } as const
const noFeature = { ...onlyReceive, receive: false, activity: false, names: false } as const

test('an enabled feature that no plugin provides is a warning, once per instance', async () => {
  const { sync, make, logger } = setup({ ...noFeature, send: true, swaps: ['1inch'] })
  await sync()
  await sync()
  expect(logger.warn.mock.calls.map(([message]) => message)).toEqual([
    'No plugin provides the feature swaps, which is on',
    'No plugin provides the feature send, which is on',
  ])
  await make().sync()
  expect(logger.warn).toHaveBeenCalledTimes(4)
})

test('a feature a developer plugin provides is no warning', async () => {
  const { sync, logger, plugins } = setup({ ...noFeature, send: true }, [definePlugin({ id: 'send' })])
  await sync()
  expect(logger.warn).not.toHaveBeenCalled()
  expect(plugins.isLoaded('send')).toBe(true)
})

test('an enabled feature’s plugin is not loaded by the sync; its button and view are there before its code', async () => {
  const { sync, plugins, imported, store, router } = setup(onlyReceive)
  await sync()
  expect(imported).toEqual([])
  expect(store.getState().plugins).toEqual(['account'])
  expect(store.getState().pluginsOnDemand).toEqual(['receive'])
  expect(plugins.walletFeatures()).toEqual([button])
  expect(router.getView('WalletReceive')?.title).toBe('Receive')
})

test('showing its view loads the plugin once, which then gives its own view and button', async () => {
  const { sync, plugins, imported, store, router } = setup(onlyReceive)
  await sync()
  router.reset('WalletReceive')
  const standIn = router.getView('WalletReceive')
  expect(await Promise.all([standIn?.load(), standIn?.load()])).toEqual([receiveView, receiveView])
  expect(imported).toEqual(['receive'])
  expect(store.getState().plugins).toEqual(['account', 'receive'])
  expect(router.getView('WalletReceive')).not.toBe(standIn)
  expect(plugins.walletFeatures()).toEqual([button])
  await sync()
  expect(imported).toEqual(['receive'])
})

test('a disabled feature’s plugin is neither offered nor imported: no button, no view', async () => {
  const { sync, plugins, imported, router, store } = setup(noFeature)
  await sync()
  expect(plugins.walletFeatures()).toEqual([])
  expect(router.getView('WalletReceive')).toBeUndefined()
  expect(store.getState().pluginsOnDemand).toEqual([])
  expect(imported).toEqual([])
})

test('a feature turned off unloads its plugin: teardown, views and button gone', async () => {
  const { sync, plugins, router, store, teardown, setFeatures } = setup(onlyReceive)
  await sync()
  await router.getView('WalletReceive')?.load()
  setFeatures(noFeature)
  await sync()
  expect(teardown).toHaveBeenCalledOnce()
  expect(router.getView('WalletReceive')).toBeUndefined()
  expect(plugins.walletFeatures()).toEqual([])
  expect(store.getState()).toMatchObject({ plugins: ['account'], pluginsOnDemand: [] })
})

test('a feature turned off before its plugin loaded takes its button and view away, never importing it', async () => {
  const { sync, plugins, router, imported, setFeatures } = setup(onlyReceive)
  await sync()
  setFeatures(noFeature)
  await sync()
  expect(router.getView('WalletReceive')).toBeUndefined()
  expect(plugins.walletFeatures()).toEqual([])
  expect(imported).toEqual([])
})

test('an offered plugin unloaded by hand keeps its button, and its view loads it again', async () => {
  const { sync, plugins, router, imported, teardown } = setup(onlyReceive)
  await sync()
  await router.getView('WalletReceive')?.load()
  plugins.unload('receive')
  expect(teardown).toHaveBeenCalledOnce()
  expect(plugins.walletFeatures()).toEqual([button])
  expect(await router.getView('WalletReceive')?.load()).toBe(receiveView)
  expect(plugins.isLoaded('receive')).toBe(true)
  expect(imported).toEqual(['receive'])
})

function eagerSetup(siwx: unknown) {
  const imported: string[] = []
  const catalogue = {
    siwx: {
      eager: () => true,
      // On with the `siwx` option (its manifest's rule).
      enabled: (_: unknown, options: { siwx?: unknown }) => options.siwx !== undefined,
      load: async () => {
        imported.push('siwx')
        return definePlugin({ id: 'siwx' })
      },
    },
  } as PluginCatalogue
  const store = createStore(initialState())
  const router = createRouter({ store, close: vi.fn() })
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), lines: () => [] }
  const plugins = createPluginHost({ catalogue, extra: [], store, router, logger, contextFor: () => ({}) as never })
  const bus = createBus()
  const sync = createPluginSync({
    plugins,
    manifests: manifestsOf(catalogue),
    store,
    bus,
    logger,
    options: { features: defaultFeatures, localFeatures: {}, plugins: [], siwx } as never,
  })
  return { plugins, sync, imported }
}

test('an eager entry loads with the kernel when its feature is on, and is not imported when it is off', async () => {
  const on = eagerSetup({ required: true })
  await on.sync()
  expect(on.imported).toEqual(['siwx'])
  expect(on.plugins.isLoaded('siwx')).toBe(true)
  const off = eagerSetup(undefined)
  await off.sync()
  expect(off.imported).toEqual([])
})
