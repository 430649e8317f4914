import type { FoyerState } from '../../index.js'
import { useFoyerState } from '../hooks/useFoyerState.js'
import { t } from '../../i18n/t.js'

const selectAlert = (state: FoyerState) => state.alert

/** The kernel's alert (project id missing, rate limited...): errors and warnings interrupt, info waits. */
export function AlertBanner() {
  const alert = useFoyerState(selectAlert)
  if (!alert) return null
  return (
    <div className="foyer-alert" data-variant={alert.variant} role={alert.variant === 'info' ? 'status' : 'alert'}>
      {t(alert.message)}
    </div>
  )
}
