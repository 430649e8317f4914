import type { FoyerState } from '../../index.js'
import { useFoyerState } from '../hooks/useFoyerState.js'
import { t } from '../../i18n/t.js'

const selectToast = (state: FoyerState) => state.toast

/** The toast of SPEC §4 (loading, success, error), in a live region that is always there. */
export function ToastArea() {
  const toast = useFoyerState(selectToast)
  return (
    <div className="foyer-toasts" role="status" aria-live="polite">
      {toast?.open ? (
        <div key={toast.id} className="foyer-toast" data-variant={toast.variant}>
          <span className="foyer-toast-dot" aria-hidden="true" />
          <span>{t(toast.message)}</span>
        </div>
      ) : null}
    </div>
  )
}
