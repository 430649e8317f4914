import { describe, expect, test } from 'vitest'
import { testNetwork } from './testing/testNetworks.js'
import { createFoyer } from './createFoyer.js'
import { definePlugin } from './plugins/definePlugin.js'
import { createMemoryBackend } from './storage/resolveStorageBackend.js'
import type { ViewName } from './registries.js'

const mainnet = testNetwork(1, 'Ethereum')

// No projectId: the kernel raises its alert and makes no request, so these tests need no server.
const options = () => ({ networks: [mainnet], storage: createMemoryBackend() })

describe('createFoyer', () => {
  test('creating an instance loads nothing and touches no window', () => {
    expect(typeof window).toBe('undefined')
    const foyer = createFoyer(options())
    expect(foyer.getState().modal).toEqual({ open: false, loading: false })
    expect(foyer.getState().features).toBeUndefined()
  })

  test('open shows the first view with the built-in plugins, the developer’s and those of its connect methods', async () => {
    const mine = definePlugin({ id: 'mine' })
    const foyer = createFoyer({ ...options(), plugins: [mine] })
    await foyer.open()
    const state = foyer.getState()
    expect(state.modal).toEqual({ open: true, loading: false })
    expect(state.router.history).toEqual([{ view: 'Connect' }])
    // Email and socials are on by default: the Connect view's preload loads their methods' code, and so their plugins.
    expect(state.plugins).toEqual(['connect', 'account', 'network', 'mine', 'email', 'socials'])
    expect(state.alert?.code).toBe('PROJECT_ID_NOT_CONFIGURED')
  })

  test('close closes, and open again starts from the first view', async () => {
    const foyer = createFoyer(options())
    await foyer.open()
    await foyer.close()
    expect(foyer.getState().modal.open).toBe(false)
    await foyer.open()
    expect(foyer.getState().router.history).toEqual([{ view: 'Connect' }])
  })

  test('siweConfig with siwx, or a projectId that is not a string, throws at creation', () => {
    expect(() => createFoyer({ ...options(), siweConfig: {}, siwx: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
    expect(() => createFoyer({ ...options(), projectId: 42 as unknown as string })).toThrow(
      /Invalid options[\s\S]*projectId must be a string/,
    )
  })

  test('other invalid options reject open with their error, and leave the modal closed', async () => {
    const foyer = createFoyer({ ...options(), themeMode: 'purple' as 'dark' })
    await expect(foyer.open()).rejects.toThrow(/Invalid options[\s\S]*themeMode/)
    expect(foyer.getState().modal).toEqual({ open: false, loading: false })
    await expect(foyer.ready()).rejects.toThrow(/Invalid options[\s\S]*themeMode/)
  })

  test('two instances on one page stay apart', async () => {
    const a = createFoyer(options())
    const b = createFoyer({ ...options(), themeMode: 'dark' })
    const seen: string[] = []
    b.on('modal:open', () => seen.push('b opened'))
    await a.open()
    expect(a.getState().modal.open).toBe(true)
    expect(b.getState().modal.open).toBe(false)
    expect(seen).toEqual([])
    expect(a.getState().theme.mode).toBe('light')
    expect(b.getState().theme.mode).toBe('dark')
    const [ka, kb] = await Promise.all([a.ready(), b.ready()])
    expect(ka.router).not.toBe(kb.router)
    expect(ka.storage).not.toBe(kb.storage)
  })

  test('the networks given become the chain state', async () => {
    const foyer = createFoyer(options())
    await foyer.ready()
    const { chains, activeNamespace } = foyer.getState()
    expect(activeNamespace).toBe('eip155')
    expect(chains.eip155?.activeNetworkId).toBe('eip155:1')
    expect(chains.eip155?.accountState.status).toBe('disconnected')
  })

  test('a plugin adds its own slice and view', async () => {
    const mine = definePlugin({
      id: 'counter',
      views: { Counter: { load: async () => ({ default: null }) } },
      setup(context) {
        const slice = context.addSlice('counter' as never, { count: 0 } as never)
        ;(slice.update as (recipe: (draft: { count: number }) => void) => void)((draft) => {
          draft.count += 1
        })
      },
    })
    const foyer = createFoyer({ ...options(), plugins: [mine] })
    await foyer.open('Counter' as ViewName)
    expect((foyer.getState() as unknown as { counter: { count: number } }).counter).toEqual({ count: 1 })
    expect(foyer.getState().router.history).toEqual([{ view: 'Counter' }])
  })
})
