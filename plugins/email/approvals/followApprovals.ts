import type { PluginContext } from 'foyer'

export type ApprovalContext = Pick<PluginContext, 'store' | 'router' | 'open' | 'close'>

/** Per instance: whether the modal was opened for the approval (then it closes after), and that open is on its way. */
const followed = new WeakMap<ApprovalContext, { openedFor: boolean; opening: boolean }>()

/**
 * SPEC §5: while the embedded wallet waits for the visitor's approval of a request, the modal shows
 * ApproveTransaction (opened for it when closed); when the request ends, the modal goes back where it was.
 * A request that ends while the modal is still opening for it (its code on the way) cancels that open.
 */
export async function followApproval(context: ApprovalContext, { pending }: { pending: boolean }): Promise<void> {
  // A closed modal keeps its last route: ApproveTransaction is shown only while the modal is open.
  const showing = () => context.store.getState().modal.open && context.router.current()?.view === 'ApproveTransaction'
  if (pending) {
    if (showing() || followed.get(context)?.opening) return
    const closed = !context.store.getState().modal.open
    const entry = { openedFor: closed, opening: closed }
    followed.set(context, entry)
    if (!closed) return context.router.push('ApproveTransaction')
    try {
      await context.open('ApproveTransaction')
    } finally {
      entry.opening = false
    }
    return
  }
  const entry = followed.get(context)
  if (entry?.opening) {
    entry.opening = false
    return context.close() // before the modal is shown, a close cancels its open (createModal)
  }
  if (!showing()) return
  if (entry?.openedFor) context.close()
  else context.router.goBack()
}
