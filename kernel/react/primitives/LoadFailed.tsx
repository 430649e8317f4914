import { t } from '../../i18n/t.js'
import { Button } from './Button.js'
import { Text } from './Text.js'

export interface LoadFailedProps {
  /** Why the list could not be read, in the language in use. */
  message: string
  onRetry(): void
}

/** A list or tab whose data could not be read: why (a status), and Try again. */
export function LoadFailed({ message, onRetry }: LoadFailedProps) {
  return (
    <div className="foyer-list" style={{ alignItems: 'center' }}>
      <Text tone="muted" role="status">
        {message}
      </Text>
      <Button variant="secondary" onClick={onRetry}>
        {t('Try again')}
      </Button>
    </div>
  )
}
