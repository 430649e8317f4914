import type { ToastVariant } from '../types.js'
import type { Clock } from '../clock.js'
import type { FoyerState } from '../state/FoyerState.js'
import type { Store } from '../state/createStore.js'

export interface ToastQueue {
  show(variant: ToastVariant, message: string): void
  loading(message: string): void
  success(message: string): void
  error(message: string): void
  hide(): void
  destroy(): void
}

/** SPEC §9: a new toast while one is open closes the old one and shows the new one after 150 ms. */
export const toastSwapDelayMs = 150
/** Success and error toasts hide by themselves after this long; loading stays until replaced. */
export const toastLifetimeMs = 2_500

export function createToastQueue(store: Store<FoyerState>, clock: Clock): ToastQueue {
  let nextId = 1
  let swapTimer: unknown
  let hideTimer: unknown

  const cancelTimers = () => {
    clock.clearTimeout(swapTimer)
    clock.clearTimeout(hideTimer)
  }

  const open = (variant: ToastVariant, message: string) => {
    const id = nextId++
    store.update((draft) => {
      draft.toast = { id, variant, message, open: true }
    })
    if (variant !== 'loading') hideTimer = clock.setTimeout(hide, toastLifetimeMs)
  }

  const hide = () => {
    cancelTimers()
    if (!store.getState().toast?.open) return
    store.update((draft) => {
      if (draft.toast) draft.toast.open = false
    })
  }

  const show = (variant: ToastVariant, message: string) => {
    cancelTimers()
    if (!store.getState().toast?.open) return open(variant, message)
    hide()
    swapTimer = clock.setTimeout(() => open(variant, message), toastSwapDelayMs)
  }

  return {
    show,
    loading: (message) => show('loading', message),
    success: (message) => show('success', message),
    error: (message) => show('error', message),
    hide,
    destroy: cancelTimers,
  }
}
