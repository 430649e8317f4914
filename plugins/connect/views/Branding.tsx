import { Text } from 'foyer/ui'

/** The small footer naming the toolkit, with a link (remote feature `reownBranding`, on by default). */
export function Branding() {
  return (
    <Text variant="small" tone="muted" align="center">
      Powered by{' '}
      <a href="https://www.npmjs.com/package/foyer" target="_blank" rel="noreferrer" style={{ color: 'inherit' }}>
        Foyer
      </a>
    </Text>
  )
}
