import { type CSSProperties, memo, useCallback, useEffect, useLayoutEffect, useMemo } from 'react'
import { createPortal } from 'react-dom'
import type { FoyerState } from '../../index.js'
import { KernelContext } from '../FoyerContext.js'
import { selectLocale, selectModalShown } from '../hooks/selectors.js'
import { useFoyer } from '../hooks/useFoyer.js'
import { useFoyerState } from '../hooks/useFoyerState.js'
import { Dialog } from './Dialog.js'
import { stylesheet } from './styles/stylesheet.js'
import { ToastArea } from './ToastArea.js'
import { sanitizeThemeVariables } from './theme/sanitizeThemeVariables.js'
import { useLoadedKernel } from './useLoadedKernel.js'
import { useShadowHost } from './useShadowHost.js'
import { ViewOutlet } from './ViewOutlet.js'
import { textDirection } from '../../i18n/textDirection.js'

const selectTheme = (state: FoyerState) => state.theme
const selectOpened = (state: FoyerState) => state.modal.open

/**
 * The modal shell, loaded on first open: a shadow root on <body>, themed by `--foyer-` variables,
 * holding the dialog while the modal is asked for (and the toasts while it is not). The dialog is drawn once
 * the kernel is loaded and the open has chosen its view, with that view in it: until then the page-load
 * placeholder (PendingDialog) stands in, so the first open lays out and focuses one dialog, not a spinner first.
 */
export interface ShellProps {
  /** The element focused when the modal was last asked for (FoyerProvider); focus returns there on close. */
  opener?: Element | null
  /** Told, before the browser paints, whether the dialog is drawn: the placeholder goes in the same frame. */
  onDrawn?(drawn: boolean): void
}

export default function Shell({ opener = null, onDrawn }: ShellProps) {
  const foyer = useFoyer()
  const target = useShadowHost(stylesheet, foyer.options.nonce)
  const kernel = useLoadedKernel(foyer)
  const shown = useFoyerState(selectModalShown)
  const opened = useFoyerState(selectOpened)
  const theme = useFoyerState(selectTheme)
  const locale = useFoyerState(selectLocale)
  const sanitized = useMemo(() => sanitizeThemeVariables(theme.variables), [theme.variables])
  const close = useCallback(() => {
    foyer.close().catch((error: unknown) => foyer.bus.emit('error', { error, category: 'close' }))
  }, [foyer])

  useEffect(() => {
    if (sanitized.rejected.length === 0) return
    foyer.bus.emit('options:warning', { message: `Theme variables refused: ${sanitized.rejected.join(', ')}` })
  }, [foyer, sanitized])
  const zIndex = sanitized.variables['--foyer-z-index']
  useEffect(() => {
    if (target) target.host.style.zIndex = zIndex && /^\d+$/.test(zIndex) ? zIndex : '999'
  }, [target, zIndex])

  const drawn = Boolean(target && kernel && shown && opened)
  useLayoutEffect(() => onDrawn?.(drawn), [onDrawn, drawn])

  if (!target) return null
  return createPortal(
    <KernelContext.Provider value={kernel ?? null}>
      <div
        className="foyer-root"
        data-theme={theme.mode}
        lang={locale}
        dir={textDirection(locale)}
        style={sanitized.variables as CSSProperties}
      >
        {drawn && kernel ? (
          <Dialog host={target.host} kernel={kernel} opener={opener} onClose={close}>
            <ViewOutlet key={locale} kernel={kernel} />
          </Dialog>
        ) : (
          // With the modal closed, a toast (say 'Signature declined' after an app's request) shows over the page.
          <div className="foyer-page-toasts">
            <ToastArea />
          </div>
        )}
      </div>
    </KernelContext.Provider>,
    target.root,
  )
}

/**
 * The shell by name too: a retry imports the first open's whole file afresh and picks it out by this name. Drawn
 * again only when its props change: it reads the rest from the store, so the provider's own renders (the
 * placeholder leaving as the dialog is drawn) do not run the whole dialog again.
 */
export const ModalShell = memo(Shell)
