import { describe, expect, test, vi } from 'vitest'
import { createRouter } from '../router/createRouter.js'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { createPluginHost } from './createPluginHost.js'
import { definePlugin, type PluginDefinition } from './definePlugin.js'

const view = { load: async () => ({ default: null }) }

/** A catalogue of bare imports (feature plugins with no metadata). */
function setup(loaders: Record<string, () => Promise<PluginDefinition>>, extra: PluginDefinition[] = []) {
  const catalogue = Object.fromEntries(Object.entries(loaders).map(([id, load]) => [id, { load }]))
  const store = createStore(initialState())
  const router = createRouter({ store, close: vi.fn() })
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn(), lines: () => [] }
  const contextFor = vi.fn(() => ({ store }) as never)
  const host = createPluginHost({ catalogue, extra, store, router, logger, contextFor })
  return { host, store, router, contextFor, logger }
}

describe('plugin host', () => {
  test('only the plugins asked for are imported', async () => {
    const swaps = vi.fn(async () => definePlugin({ id: 'swaps' }))
    const send = vi.fn(async () => definePlugin({ id: 'send' }))
    const { host, store } = setup({ swaps, send })
    await host.load(['send'])
    expect(send).toHaveBeenCalledOnce()
    expect(swaps).not.toHaveBeenCalled()
    expect(store.getState().plugins).toEqual(['send'])
  })

  test('a plugin registers its views and its setup gets the context; unload tears it down', async () => {
    const teardown = vi.fn()
    const setupFn = vi.fn(() => teardown)
    const plugin = definePlugin({ id: 'send', views: { WalletSend: view }, setup: setupFn })
    const { host, router, contextFor, store } = setup({ send: async () => plugin })
    await host.load(['send'])
    expect(router.getView('WalletSend')).toBe(view)
    expect(contextFor).toHaveBeenCalledWith(plugin)
    expect(setupFn).toHaveBeenCalledOnce()
    host.unload('send')
    expect(teardown).toHaveBeenCalledOnce()
    expect(router.getView('WalletSend')).toBeUndefined()
    expect(store.getState().plugins).toEqual([])
  })

  test('loading twice sets a plugin up once', async () => {
    const setupFn = vi.fn()
    const { host } = setup({ send: async () => definePlugin({ id: 'send', setup: setupFn }) })
    await Promise.all([host.load(['send']), host.load(['send'])])
    await host.load(['send'])
    expect(setupFn).toHaveBeenCalledOnce()
  })

  test('an unknown feature key is a clear error', async () => {
    const { host } = setup({})
    await expect(host.load(['teleport'])).rejects.toThrow('No plugin is known by the feature key teleport')
  })

  test('a plugin whose code fails to load is reported by id and can be tried again', async () => {
    let fail = true
    const { host } = setup({
      swaps: async () => {
        if (fail) throw new Error('chunk failed')
        return definePlugin({ id: 'swaps' })
      },
    })
    await expect(host.load(['swaps'])).rejects.toThrow('Plugin swaps failed to load')
    fail = false
    await host.load(['swaps'])
    expect(host.isLoaded('swaps')).toBe(true)
  })

  test('tried again, a plugin is found in its module too (what an import from a fresh URL gives)', async () => {
    const swaps = definePlugin({ id: 'swaps' })
    let calls = 0
    const { host } = setup({
      swaps: async () => {
        calls++
        if (calls === 1) throw new Error('chunk failed')
        // As loadAgain returns it: the module, not what the entry makes of it.
        return { other: { id: 'send' }, swaps } as never
      },
    })
    await expect(host.load(['swaps'])).rejects.toThrow('Plugin swaps failed to load')
    await host.load(['swaps'])
    expect(host.loaded()).toEqual([swaps])
  })

  test('tried again, a module without the plugin is a clear error', async () => {
    let calls = 0
    const { host } = setup({
      swaps: async () => {
        calls++
        if (calls === 1) throw new Error('chunk failed')
        return { other: { id: 'send' } } as never
      },
    })
    await expect(host.load(['swaps'])).rejects.toThrow('Plugin swaps failed to load')
    const notInModule = {
      message: /Plugin swaps failed to load/,
      cause: { details: 'its module exports no plugin with id swaps' },
    }
    await expect(host.load(['swaps'])).rejects.toMatchObject(notInModule)
    expect(host.isLoaded('swaps')).toBe(false)
    await expect(host.load(['swaps'])).rejects.toMatchObject(notInModule)
    expect(calls).toBe(3)
  })

  test('plugins are set up in after-order', async () => {
    const order: string[] = []
    const make = (id: string, after?: string[]) => async () =>
      definePlugin({ id, after, setup: () => void order.push(id) })
    const { host } = setup({ account: make('account'), send: make('send', ['account']) })
    await host.load(['send', 'account'])
    expect(order).toEqual(['account', 'send'])
  })

  test('a developer plugin with a catalogue key replaces the built-in one', async () => {
    const builtIn = vi.fn(async () => definePlugin({ id: 'send' }))
    const mine = definePlugin({ id: 'send', views: { MySend: view } })
    const { host, router } = setup({ send: builtIn }, [mine])
    await host.load(['send'])
    expect(builtIn).not.toHaveBeenCalled()
    expect(router.getView('MySend')).toBe(view)
  })

  test('two developer plugins with one id are refused when the host is made', () => {
    expect(() => setup({}, [definePlugin({ id: 'mine' }), definePlugin({ id: 'mine' })])).toThrow(
      'Two plugins share the id mine',
    )
  })

  test('contributions and slots come from loaded plugins', async () => {
    const load = async () => ({ default: null })
    const { host } = setup({
      send: async () =>
        definePlugin({
          id: 'send',
          walletFeatures: [{ id: 'send', label: 'Send', view: 'WalletSend' }],
          slots: { 'account.actions': [{ id: 'b', order: 2, load }] },
        }),
      receive: async () =>
        definePlugin({
          id: 'receive',
          walletFeatures: [{ id: 'receive', label: 'Receive', view: 'WalletReceive' }],
          slots: { 'account.actions': [{ id: 'a', order: 1, load }] },
        }),
    })
    await host.load(['send', 'receive'])
    expect(host.contributions('walletFeatures').map((feature) => feature.id)).toEqual(['send', 'receive'])
    expect(host.slot('account.actions').map((fill) => fill.id)).toEqual(['a', 'b'])
    host.unload('receive')
    expect(host.slot('account.actions').map((fill) => fill.id)).toEqual(['b'])
  })

  test('a setup that throws leaves nothing registered', async () => {
    const { host, router } = setup({
      send: async () =>
        definePlugin({
          id: 'send',
          views: { WalletSend: view },
          setup: () => {
            throw new Error('boom')
          },
        }),
    })
    await expect(host.load(['send'])).rejects.toThrow('Plugin send failed to load')
    expect(router.getView('WalletSend')).toBeUndefined()
    expect(host.isLoaded('send')).toBe(false)
  })
})

test('a plugin that fails to load does not keep the others from loading', async () => {
  const { host } = setup({
    swaps: async () => Promise.reject(new Error('chunk failed')),
    send: async () => definePlugin({ id: 'send' }),
    sendExtra: async () => definePlugin({ id: 'sendExtra', after: ['swaps'] }),
  })
  await expect(host.load(['swaps', 'send', 'sendExtra'])).rejects.toThrow('Plugin swaps failed to load')
  expect(host.isLoaded('send')).toBe(true)
  expect(host.isLoaded('sendExtra')).toBe(false)
})
