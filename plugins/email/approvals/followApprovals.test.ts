import { expect, test } from 'vitest'
import { createBus } from '../../../kernel/bus/createBus.js'
import { createModal } from '../../../kernel/modal/createModal.js'
import { createStore } from '../../../kernel/state/createStore.js'
import { initialState } from '../../../kernel/state/FoyerState.js'
import { type ApprovalContext, followApproval } from './followApprovals.js'

/** The real modal over a kernel whose load the test releases; the router is the views shown, in order. */
function approvalWorld() {
  const store = createStore(initialState())
  let release = () => {}
  const loaded = new Promise<void>((resolve) => {
    release = resolve
  })
  const modal = createModal({ store, bus: createBus(), load: () => loaded })
  const shown: string[] = []
  modal.attach({ prepare: async () => {}, show: async (view) => void shown.push(view), canClose: () => true })
  const router = {
    current: () => (shown.length > 0 ? { view: shown.at(-1) } : undefined),
    push: (view: string) => void shown.push(view),
    goBack: () => void shown.pop(),
  }
  const context = { store, router, open: modal.open, close: modal.close } as unknown as ApprovalContext
  return { store, shown, release, context }
}

test('the modal opened for an approval shows ApproveTransaction, and closes when the request ends', async () => {
  const { store, shown, release, context } = approvalWorld()
  release()
  await followApproval(context, { pending: true })
  expect(store.getState().modal).toEqual({ open: true, loading: false })
  expect(shown).toEqual(['ApproveTransaction'])
  await followApproval(context, { pending: false })
  expect(store.getState().modal.open).toBe(false)
})

test('a request that ends while the modal is still opening for it leaves the modal closed', async () => {
  const { store, shown, release, context } = approvalWorld()
  const opening = followApproval(context, { pending: true })
  expect(store.getState().modal).toEqual({ open: false, loading: true })
  await followApproval(context, { pending: false })
  release()
  await opening
  expect(store.getState().modal).toEqual({ open: false, loading: false })
  expect(shown).toEqual([])
  // The next approval opens the modal again.
  await followApproval(context, { pending: true })
  expect(store.getState().modal.open).toBe(true)
  expect(shown).toEqual(['ApproveTransaction'])
})

test('an approval over the open modal goes back where the visitor was when it ends', async () => {
  const { store, shown, release, context } = approvalWorld()
  release()
  await context.open('Account')
  await followApproval(context, { pending: true })
  expect(shown).toEqual(['Account', 'ApproveTransaction'])
  await followApproval(context, { pending: false })
  expect(shown).toEqual(['Account'])
  expect(store.getState().modal.open).toBe(true)
})
