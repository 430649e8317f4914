import type { PluginContext } from 'foyer'

export type ApprovalContext = Pick<PluginContext, 'store' | 'router' | 'open' | 'close'>

/** Per instance: whether the modal was opened for the approval (then it closes after), or was open already. */
const openedFor = new WeakMap<ApprovalContext, boolean>()

/**
 * SPEC §5: while the embedded wallet waits for the visitor's approval of a request, the modal shows
 * ApproveTransaction (opened for it when closed); when the request ends, the modal goes back where it was.
 */
export async function followApproval(context: ApprovalContext, { pending }: { pending: boolean }): Promise<void> {
  // A closed modal keeps its last route: ApproveTransaction is shown only while the modal is open.
  const showing = () => context.store.getState().modal.open && context.router.current()?.view === 'ApproveTransaction'
  if (pending) {
    if (showing()) return
    const closed = !context.store.getState().modal.open
    openedFor.set(context, closed)
    if (!closed) return context.router.push('ApproveTransaction')
    return context.open('ApproveTransaction')
  }
  if (!showing()) return
  if (openedFor.get(context)) context.close()
  else context.router.goBack()
}
