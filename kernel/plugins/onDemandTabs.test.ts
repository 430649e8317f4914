import { expect, test, vi } from 'vitest'
import { createRouter } from '../router/createRouter.js'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { createPluginHost } from './createPluginHost.js'
import { definePlugin } from './definePlugin.js'

const tabModule = { default: () => null }

function setup() {
  const plugin = definePlugin({
    id: 'activity',
    tabs: [{ id: 'activity', label: 'Activity', namespaces: ['eip155'], load: async () => tabModule }],
  })
  const load = vi.fn(async () => plugin)
  const catalogue = { activity: { load, tabs: [{ id: 'activity', label: 'Activity', namespaces: ['eip155'] }] } }
  const store = createStore(initialState())
  const router = createRouter({ store, close: vi.fn() })
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), lines: () => [] }
  const host = createPluginHost({ catalogue, extra: [], store, router, logger, contextFor: () => ({ store }) as never })
  return { host, load, plugin }
}

test("an offered plugin's tab shows before its code loads, and choosing it loads the plugin, then the tab", async () => {
  const { host, load, plugin } = setup()
  expect(host.tabs()).toEqual([])
  host.offer(['activity'])
  const [tab] = host.tabs()
  expect(tab).toMatchObject({ id: 'activity', label: 'Activity', namespaces: ['eip155'] })
  expect(host.tabs()[0]).toBe(tab)
  expect(load).not.toHaveBeenCalled()
  await expect(tab!.load()).resolves.toBe(tabModule)
  expect(host.isLoaded('activity')).toBe(true)
  expect(host.tabs()).toEqual(plugin.tabs)
})

test('a withdrawn offer takes its tab away', () => {
  const { host } = setup()
  host.offer(['activity'])
  host.withdraw('activity')
  expect(host.tabs()).toEqual([])
})
