import { expect, test, vi } from 'vitest'
import { createRouter } from '../router/createRouter.js'
import { initialState } from '../state/FoyerState.js'
import { createStore } from '../state/createStore.js'
import { onWalletRpcError } from './onWalletRpcError.js'

const view = { load: async () => ({ default: null }) }

function setup(open = true) {
  const store = createStore(initialState())
  store.update((draft) => {
    draft.modal.open = open
  })
  const close = vi.fn(() =>
    store.update((draft) => {
      draft.modal.open = false
    }),
  )
  const router = createRouter({ store, close })
  const nav = router as unknown as { reset(view: string): void; push(view: string): void }
  router.registerViews({ Account: view, Networks: view, Approve: { ...view, transaction: true } })
  const toasts = { error: vi.fn() }
  const context = { store, router, close, toasts } as never
  const views = () => router.history().map((entry) => entry.view)
  return { context, router, nav, close, toasts, views }
}

test('without a transaction view on the stack the modal closes', () => {
  const { context, nav, close, toasts } = setup()
  nav.reset('Account')
  nav.push('Networks')
  onWalletRpcError(context, 'The wallet failed personal_sign')
  expect(close).toHaveBeenCalledOnce()
  expect(toasts.error).not.toHaveBeenCalled()
})

test('a transaction view is popped, with what was pushed over it, and the error shows', () => {
  const { context, nav, close, toasts, views } = setup()
  nav.reset('Account')
  nav.push('Approve')
  nav.push('Networks')
  onWalletRpcError(context, 'The wallet failed eth_sendTransaction')
  expect(views()).toEqual(['Account'])
  expect(close).not.toHaveBeenCalled()
  expect(toasts.error).toHaveBeenCalledWith('The wallet failed eth_sendTransaction')
})

test('a closed modal stays as it is', () => {
  const { context, router, nav, close } = setup(false)
  nav.reset('Approve')
  onWalletRpcError(context, 'x')
  expect(close).not.toHaveBeenCalled()
  expect(router.history()).toHaveLength(1)
})
