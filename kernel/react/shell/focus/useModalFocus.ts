import { type RefObject, useEffect, useLayoutEffect, useRef } from 'react'
import { focusInto } from './focusInto.js'
import { inertOthers } from './inertOthers.js'
import { deepActiveElement } from './tabbables.js'
import { trapTab } from './trapTab.js'

/**
 * The dialog's focus rules (Radix's semantics): on mount, remember the focused element, make the
 * page inert and move focus in; Tab and Shift+Tab loop inside; Escape asks to close; focus that
 * lands outside comes back; on unmount, the page is restored and focus returns to where it was.
 */
export function useModalFocus(
  dialogRef: RefObject<HTMLElement | null>,
  bodyRef: RefObject<HTMLElement | null>,
  host: HTMLElement,
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
    const opener = deepActiveElement()
    const restore = inertOthers(host)
    focusInto(bodyRef.current ?? dialog, dialog)

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault()
        onEscapeRef.current()
      } else if (event.key === 'Tab') trapTab(event, dialog, root.activeElement)
    }
    const onFocusIn = (event: FocusEvent) => {
      if (event.target !== host) focusInto(bodyRef.current ?? dialog, dialog)
    }
    document.addEventListener('keydown', onKeyDown)
    document.addEventListener('focusin', onFocusIn)
    return () => {
      document.removeEventListener('keydown', onKeyDown)
      document.removeEventListener('focusin', onFocusIn)
      restore()
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true })
    }
  }, [dialogRef, bodyRef, host])
}
