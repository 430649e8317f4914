import { type ReactNode, useId, useRef } from 'react'
import type { Kernel } from '../../index.js'
import { useFoyer } from '../hooks/useFoyer.js'
import { useBackdropClose } from '../useBackdropClose.js'
import { useAnimatedHeight } from './useAnimatedHeight.js'
import { useModalFocus } from './focus/useModalFocus.js'
import { AlertBanner } from './AlertBanner.js'
import { FirstViewDrawn } from './useEnterAnimation.js'
import { Header } from './Header.js'
import { ToastArea } from './ToastArea.js'

export interface DialogProps {
  host: HTMLElement
  kernel: Kernel | undefined
  /** The element focused when the modal was asked for; focus returns there on close. */
  opener: Element | null
  /** Asks to close (the router's guards decide). */
  onClose(): void
  children: ReactNode
}

/**
 * The modal dialog: an overlay that closes on a press outside (useBackdropClose), and a named `role="dialog"`
 * with the header, the alert, the animated body and the toast area. Focus rules in useModalFocus.
 */
export function Dialog({ host, kernel, opener, onClose, children }: DialogProps) {
  const titleId = useId()
  const dialog = useRef<HTMLDivElement>(null)
  const body = useRef<HTMLDivElement>(null)
  const inner = useRef<HTMLDivElement>(null)
  useModalFocus(dialog, body, host, opener, onClose)
  const foyer = useFoyer()
  const drawn = useRef(false)
  useAnimatedHeight(body, inner, () => {
    drawn.current = true
    foyer.bus.emit('modal:drawn', undefined)
  })
  const backdrop = useBackdropClose(onClose)
  return (
    <div className="foyer-overlay" data-foyer-overlay="" {...backdrop}>
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="foyer-dialog"
      >
        <FirstViewDrawn.Provider value={drawn}>
          <Header titleId={titleId} kernel={kernel} onClose={onClose} />
          <AlertBanner />
          <div ref={body} className="foyer-body">
            <div ref={inner} className="foyer-body-inner">
              {children}
            </div>
          </div>
          <ToastArea />
        </FirstViewDrawn.Provider>
      </div>
    </div>
  )
}
