import { Button, Text, t } from 'foyer/ui'

/** The swap tokens could not be read: why, and Try again (the Swap view and the token picker). */
export function TokensError({ error, retry }: { error: string; retry(): void }) {
  return (
    <div role="alert" className="foyer-list">
      <Text tone="error">{t(error)}</Text>
      <Button variant="secondary" onClick={retry}>
        {t('Try again')}
      </Button>
    </div>
  )
}
