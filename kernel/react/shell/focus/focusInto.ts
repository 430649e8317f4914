import { tabbables } from './tabbables.js'

/**
 * Moves focus to the first control of `area`, or to the dialog when it has none, unless the
 * visitor's focus is already on a control of the dialog. Without scrolling: the view opens at its top (its
 * height may still be growing, and a scroll made then would stay).
 */
export function focusInto(area: HTMLElement, dialog: HTMLElement): void {
  const root = dialog.getRootNode() as Document | ShadowRoot
  const active = root.activeElement
  if (active && active !== dialog && dialog.contains(active)) return
  ;(tabbables(area)[0] ?? dialog).focus({ preventScroll: true })
}
