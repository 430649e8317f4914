import { useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import type { Foyer, ThemeMode } from '../index.js'
import { adoptStyles } from './adoptStyles.js'
import { useBackdropClose } from './useBackdropClose.js'
import { t } from '../i18n/t.js'

// The modal's first frame, drawn by page-load code the moment the visitor asks for it, while the
// shell's chunk is still on its way: the same card, empty but for a spinner. The shell replaces it
// (and then moves focus in and makes the page inert), at the same place (dialogCss.ts: top edge where a
// 600 px dialog would be centred). Kept to a few hundred bytes.
const css = (mode: ThemeMode) => `
.o{position:fixed;inset:0;display:flex;align-items:flex-start;justify-content:center;padding:max(16px,calc(50vh - 300px)) 16px 16px;
background:${mode === 'dark' ? 'rgba(0,0,0,.6)' : 'rgba(20,20,20,.45)'}}
.d{display:flex;justify-content:center;width:360px;max-width:100%;padding:56px 0;border-radius:28px;
background:${mode === 'dark' ? '#1c1d22' : '#fff'};box-shadow:0 8px 32px rgba(0,0,0,.18);outline:none}
.s{width:24px;height:24px;border-radius:50%;border:2px solid #8884;border-top-color:#3b5bdb;animation:r .8s linear infinite}
@keyframes r{to{transform:rotate(1turn)}}
@media (prefers-reduced-motion:reduce){.s{animation:none}}`

/**
 * A placeholder dialog in its own shadow root, focused (Tab stays there); Escape (or a press outside) asks to close.
 * Closed before the shell's dialog took focus from it, it gives focus back to `opener`.
 */
export function PendingDialog({ foyer, mode, opener }: { foyer: Foyer; mode: ThemeMode; opener: Element | null }) {
  const openerRef = useRef(opener)
  openerRef.current = opener
  const dialog = useRef<HTMLDivElement>(null)
  const [close] = useState(() => () => void foyer.close().catch(() => undefined))
  const backdrop = useBackdropClose(close)
  const [root] = useState(() => {
    const host = document.createElement('foyer-pending')
    host.style.cssText = 'position:fixed;inset:0;z-index:999'
    const shadow = host.attachShadow({ mode: 'open' })
    adoptStyles(shadow, css(mode), foyer.options.nonce)
    return shadow
  })
  // Before the browser paints, so the card shows in the frame of the click.
  useLayoutEffect(() => {
    document.body.append(root.host)
    dialog.current?.focus({ preventScroll: true })
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close()
      // Nothing to reach in it yet, and the page behind is the modal's: Tab stays on the card.
      if (event.key === 'Tab') {
        event.preventDefault()
        dialog.current?.focus({ preventScroll: true })
      }
    }
    document.addEventListener('keydown', onKey)
    return () => {
      document.removeEventListener('keydown', onKey)
      const focused = root.activeElement !== null
      root.host.remove()
      const back = openerRef.current
      if (focused && back instanceof HTMLElement && back.isConnected) back.focus({ preventScroll: true })
    }
  }, [close, root])
  return createPortal(
    <div className="o" {...backdrop}>
      <div
        ref={dialog}
        className="d"
        role="dialog"
        aria-modal="true"
        aria-label={t('Connect Wallet')}
        aria-busy="true"
        tabIndex={-1}
      >
        <span className="s" role="img" aria-label={t('Loading')} />
      </div>
    </div>,
    root,
  )
}
