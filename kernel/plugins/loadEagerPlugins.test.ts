import { expect, test, vi } from 'vitest'
import { createLogger } from '../createLogger.js'
import { defaultFeatures } from '../testing/catalogueFeatures.js'
import { manifestsOf } from '../testing/manifestsOf.js'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { definePlugin } from './definePlugin.js'
import { loadEagerPlugins } from './loadEagerPlugins.js'
import type { PluginCatalogue } from './PluginCatalogue.js'

const catalogue = [
  {
    id: 'siwx',
    eager: () => true,
    enabled: (_: unknown, options: { siwx?: unknown }) => options.siwx !== undefined,
    load: async () => definePlugin({ id: 'siwx' }),
  },
  ...manifestsOf({ receive: { load: async () => definePlugin({ id: 'receive' }) } }),
]
const run = (siwx: unknown, sync = vi.fn(async () => undefined)) => {
  const options = { features: defaultFeatures, siwx } as Parameters<typeof loadEagerPlugins>[0]['options']
  loadEagerPlugins({
    manifests: catalogue,
    store: createStore(initialState()),
    options,
    logger: createLogger({}),
    sync,
  })
  return sync
}

test('an enabled eager plugin (siwx) makes the plugins load with the kernel; none enabled, nothing loads', () => {
  expect(run({ required: false })).toHaveBeenCalledOnce()
  expect(run(undefined)).not.toHaveBeenCalled()
})

test('a failing load is logged, never thrown', async () => {
  const sync = run(
    {},
    vi.fn(async () => Promise.reject(new Error('offline'))),
  )
  await expect(sync.mock.results[0]?.value).rejects.toThrow('offline')
})

test('an entry eager by the state loads the plugins only when the state says so (email: a restored AUTH wallet)', () => {
  const byState: PluginCatalogue = {
    email: {
      eager: (state) => Object.values(state.activeConnectorIds).includes('ID_AUTH'),
      load: async () => definePlugin({ id: 'email' }),
    },
  }
  const runWith = (connectorId: string) => {
    const store = createStore(initialState())
    store.update((draft) => {
      draft.activeConnectorIds.eip155 = connectorId
    })
    const sync = vi.fn(async () => undefined)
    const options = { features: defaultFeatures, siwx: undefined } as Parameters<typeof loadEagerPlugins>[0]['options']
    loadEagerPlugins({ manifests: manifestsOf(byState), store, options, logger: createLogger({}), sync })
    return sync
  }
  expect(runWith('ID_AUTH')).toHaveBeenCalledOnce()
  expect(runWith('injected')).not.toHaveBeenCalled()
})
