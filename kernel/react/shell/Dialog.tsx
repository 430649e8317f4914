import { type ReactNode, useId, useRef } from 'react'
import type { Kernel } from '../../index.js'
import { useAnimatedHeight } from './useAnimatedHeight.js'
import { useModalFocus } from './focus/useModalFocus.js'
import { AlertBanner } from './AlertBanner.js'
import { Header } from './Header.js'
import { ToastArea } from './ToastArea.js'

export interface DialogProps {
  host: HTMLElement
  kernel: Kernel | undefined
  /** Asks to close (the router's guards decide). */
  onClose(): void
  children: ReactNode
}

/**
 * The modal dialog: an overlay that closes on a press outside, and a named `role="dialog"` with the
 * header, the alert, the animated body and the toast area. Focus rules in useModalFocus.
 */
export function Dialog({ host, kernel, onClose, children }: DialogProps) {
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  useModalFocus(dialog, body, host, onClose)
  useAnimatedHeight(body, inner)
  return (
    <div
      className="foyer-overlay"
      data-foyer-overlay=""
      onPointerDown={(event) => {
        if (event.target === event.currentTarget) onClose()
      }}
    >
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="foyer-dialog"
      >
        <Header titleId={titleId} kernel={kernel} onClose={onClose} />
        <AlertBanner />
        <div ref={body} className="foyer-body">
          <div ref={inner} className="foyer-body-inner">
            {children}
          </div>
        </div>
        <ToastArea />
      </div>
    </div>
  )
}
