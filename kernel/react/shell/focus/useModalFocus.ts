import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import { focusInto } from './focusInto.js'
import { inertOthers } from './inertOthers.js'
import { isCompanion } from './tabbables.js'
import { trapTab } from './trapTab.js'

/**
 * The dialog's focus rules (Radix's semantics): on mount, make the page inert and move focus in; Tab
 * and Shift+Tab loop inside; Escape asks to close; focus that lands outside comes back; on unmount, the
 * page is restored and focus returns to `opener`, the element focused when the modal was asked for
 * (taken then, not here: a view's own effects run before this one and may already have focused the dialog).
 */
export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  bodyRef: RefObject<HTMLElement | null>,
  host: HTMLElement,
  opener: Element | null,
  onEscape: () => void,
): void {
  const onEscapeRef = useRef(onEscape)
  useEffect(() => {
    onEscapeRef.current = onEscape
  })

  useLayoutEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    const root = dialog.getRootNode() as Document | ShadowRoot
    const restore = inertOthers(host)
    focusInto(bodyRef.current ?? dialog, dialog)

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault()
        onEscapeRef.current()
      } else if (event.key === 'Tab') trapTab(event, dialog, root.activeElement)
    }
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== host && !isCompanion(event.target)) focusInto(bodyRef.current ?? dialog, dialog)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      restore()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
    }
  }, [dialogRef, bodyRef, host, opener])
}
