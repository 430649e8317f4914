import { describe, expect, test, vi } from 'vitest'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { connectedBackGuard } from './connectedBackGuard.js'
import { createRouter } from './createRouter.js'

declare module '../index.js' {
  interface Views {
    TestList: undefined
    TestSend: { token: string }
  }
}

const view = { load: async () => ({ default: null }) }

function setup() {
  const store = createStore(initialState())
  const close = vi.fn()
  const onChange = vi.fn()
  const router = createRouter({ store, close, onChange })
  router.registerViews({ Connect: view, Account: view, TestList: view, TestSend: view })
  router.addGuard(connectedBackGuard(store))
  const views = () => store.getState().router.history.map((entry) => entry.view)
  const connect = () =>
    store.update((draft) => {
      draft.activeNamespace = 'eip155'
      draft.chains.eip155 = {
        namespace: 'eip155',
        networks: [],
        accountState: { status: 'connected', address: '0xabc', tokenBalance: [], allAccounts: [], currentTab: 0 },
        networkState: { approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] },
      }
    })
  return { store, router, close, onChange, views, connect }
}

describe('router', () => {
  test('push adds a view and reset replaces the whole history', () => {
    const { router, views } = setup()
    router.reset('Connect')
    router.push('TestList')
    expect(views()).toEqual(['Connect', 'TestList'])
    router.reset('Account')
    expect(views()).toEqual(['Account'])
  })

  test('pushing the view already shown does nothing', () => {
    const { router, views, onChange } = setup()
    router.reset('Connect')
    onChange.mockClear()
    router.push('Connect')
    expect(views()).toEqual(['Connect'])
    expect(onChange).not.toHaveBeenCalled()
  })

  test('pushing the same view with other params is a new entry', () => {
    const { router, store } = setup()
    router.reset('TestSend', { token: 'ETH' })
    router.push('TestSend', { token: 'USDC' })
    expect(store.getState().router.history).toHaveLength(2)
  })

  test('back from the first view closes the modal', () => {
    const { router, close, views } = setup()
    router.reset('Connect')
    router.goBack()
    expect(close).toHaveBeenCalledOnce()
    expect(views()).toEqual(['Connect'])
  })

  test('back pops one view', () => {
    const { router, views, close } = setup()
    router.reset('Connect')
    router.push('TestList')
    router.goBack()
    expect(views()).toEqual(['Connect'])
    expect(close).not.toHaveBeenCalled()
  })

  test('going back to Connect while an address is connected shows Account', () => {
    const { router, views, connect } = setup()
    router.reset('Connect')
    router.push('TestList')
    connect()
    router.goBack()
    expect(views()).toEqual(['Account'])
  })

  test('going back to Connect while disconnected shows Connect', () => {
    const { router, views } = setup()
    router.reset('Connect')
    router.push('TestList')
    router.goBack()
    expect(views()).toEqual(['Connect'])
  })

  test('replace swaps the current view', () => {
    const { router, views } = setup()
    router.reset('Account')
    router.push('TestSend', { token: 'ETH' })
    router.replace('Account')
    expect(views()).toEqual(['Account', 'Account'])
  })

  test('a guard can cancel, redirect or close', () => {
    const { router, views, close } = setup()
    router.reset('Connect')
    const off = router.addGuard(({ to }) => (to?.view === 'TestSend' ? 'cancel' : undefined))
    router.push('TestSend', { token: 'ETH' })
    expect(views()).toEqual(['Connect'])
    off()
    router.addGuard(({ to }) => (to?.view === 'TestList' ? { view: 'Account' } : undefined))
    router.push('TestList')
    expect(views()).toEqual(['Connect', 'Account'])
    router.addGuard(({ action }) => (action === 'push' ? 'close' : undefined))
    router.push('TestSend', { token: 'ETH' })
    expect(close).toHaveBeenCalledOnce()
  })

  test('a guard can keep the modal from closing', () => {
    const { router } = setup()
    router.reset('Connect')
    expect(router.canClose()).toBe(true)
    router.addGuard(({ action }) => (action === 'close' ? 'cancel' : undefined))
    expect(router.canClose()).toBe(false)
  })

  test('an unknown view is a clear error and changes nothing', () => {
    const { router, views } = setup()
    router.reset('Connect')
    expect(() => router.push('Nowhere' as 'Connect')).toThrow('No view is registered by the name Nowhere')
    expect(views()).toEqual(['Connect'])
  })

  test('unregistering views removes them', () => {
    const { router } = setup()
    const off = router.registerViews({ Extra: view })
    expect(router.getView('Extra')).toBe(view)
    off()
    expect(router.getView('Extra')).toBeUndefined()
  })
})
