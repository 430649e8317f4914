import { ListItem } from 'foyer/ui'
import { GridGlyph } from '../views/icons.js'

/**
 * The one row standing for the wallet list when it is collapsed (`features.collapseWallets`, or
 * `features.emailShowWallets` off beside the email field): it opens the list. Loaded only in those layouts.
 */
export default function ContinueWithWallet({ onOpen }: { onOpen?: () => void }) {
  return <ListItem label="Continue with a wallet" imageFallback={<GridGlyph />} onClick={onOpen} />
}
