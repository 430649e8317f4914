import type { PluginContext } from '../plugins/definePlugin.js'

export type WalletRpcErrorContext = Pick<PluginContext, 'store' | 'router' | 'close' | 'toasts'>

/**
 * SPEC §8: on a wallet RPC error the modal closes, or, when a view waiting on the wallet (registered with
 * `transaction: true`) is on the router stack, the stack is popped down to the view before it and `message`
 * shows as an error toast. A closed modal stays closed.
 */
export function onWalletRpcError(context: WalletRpcErrorContext, message?: string): void {
  const { store, router } = context
  if (!store.getState().modal.open) return
  const history = router.history()
  let index = history.length - 1
  while (index >= 0 && !router.getView(history[index]?.view ?? '')?.transaction) index--
  if (index < 0) {
    context.close()
    return
  }
  while (router.history().length > index && store.getState().modal.open) {
    const before = router.history().length
    router.goBack()
    if (router.history().length === before) break // a guard kept the view
  }
  if (message) context.toasts.error(message)
}
