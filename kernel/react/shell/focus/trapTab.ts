import { companions, isCompanion, tabbables } from './tabbables.js'

/**
 * Keeps Tab inside `dialog`: from the last control Tab goes to the first, from the first (or the
 * dialog itself) Shift+Tab goes to the last, and from anywhere outside focus comes back in.
 * `active` is the focused element as seen from the dialog's root (its shadow root).
 */
export function trapTab(event: KeyboardEvent, dialog: HTMLElement, active: Element | null): void {
  // A view's companion outside the dialog (the embedded wallet's approval frame) comes after its controls.
  const items = [...tabbables(dialog), ...companions()]
  const first = items[0]
  const last = items.at(-1)
  if (!first || !last) {
    event.preventDefault()
    dialog.focus()
    return
  }
  const inside = active !== null && (dialog.contains(active) || isCompanion(active))
  if (event.shiftKey) {
    if (!inside || active === first || active === dialog) {
      event.preventDefault()
      last.focus()
    }
  } else if (!inside || active === last) {
    event.preventDefault()
    first.focus()
  }
}
