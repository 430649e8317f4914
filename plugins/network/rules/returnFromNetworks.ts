import type { Router } from 'foyer'

/**
 * After a network switch succeeds, the visitor returns to where they opened "Choose Network" from (the
 * Account view, most often), as AppKit does; when the list was the modal's first view, the modal closes.
 * Without the list in the history (a switch asked for elsewhere), one step back.
 */
export function returnFromNetworks(router: Router): void {
  const index = router.history().findIndex((entry) => entry.view === 'Networks')
  if (index < 0) {
    router.goBack()
    return
  }
  let length = router.history().length
  while (length > index) {
    router.goBack()
    const next = router.history().length
    // Closed (the history is cleared or left as is) or stopped by a guard: nothing more to do.
    if (next >= length || next === 0) return
    length = next
  }
}
