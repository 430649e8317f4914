import { describe, expect, test, vi } from 'vitest'
import { initialState } from '../../../kernel/state/FoyerState.js'
import { createStore } from '../../../kernel/state/createStore.js'
import { createRouter } from '../../../kernel/router/createRouter.js'
import { returnFromNetworks } from './returnFromNetworks.js'

const view = { load: async () => ({ default: null }) }

function setup(...views: string[]) {
  const store = createStore(initialState())
  const close = vi.fn()
  const router = createRouter({ store, close })
  router.registerViews({ Account: view, Networks: view, SwitchNetwork: view, Send: view })
  // The test's views take no params; the router's typing asks for each view's own.
  const [first, ...rest] = views as unknown as ['Account']
  router.reset(first)
  for (const name of rest) router.push(name as 'Account')
  return { router, close, shown: () => router.history().map((entry) => entry.view) }
}

describe('where a successful network switch leads', () => {
  test('from the confirmation view, back past "Choose Network" to the Account view', () => {
    const { router, close, shown } = setup('Account', 'Networks', 'SwitchNetwork')
    returnFromNetworks(router)
    expect(shown()).toEqual(['Account'])
    expect(close).not.toHaveBeenCalled()
  })

  test('from the list itself, back to the Account view', () => {
    const { router, shown } = setup('Account', 'Networks')
    returnFromNetworks(router)
    expect(shown()).toEqual(['Account'])
  })

  test('when "Choose Network" was the first view, the modal closes', () => {
    const { router, close } = setup('Networks', 'SwitchNetwork')
    returnFromNetworks(router)
    expect(close).toHaveBeenCalledOnce()
  })

  test('a switch asked for outside the list goes one step back', () => {
    const { router, shown } = setup('Account', 'Send', 'SwitchNetwork')
    returnFromNetworks(router)
    expect(shown()).toEqual(['Account', 'Send'])
  })
})
