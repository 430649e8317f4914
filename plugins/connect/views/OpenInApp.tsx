import { Button, Text, t } from 'foyer/ui'
import type { StoreLinks } from '../rules/storeLinks.js'
import type { WalletLinks } from '../rules/walletLinks.js'
import { QrSlot } from './QrSlot.js'
import { StoreLinkList } from './StoreLinkList.js'
import type { AppOpening } from './useAppOpening.js'
import { linkStyle, type WalletLinkKind, WalletLinkList } from './WalletLinkList.js'

export interface OpenInAppProps {
  name: string
  uri: string | undefined
  links: WalletLinks
  /** The link that opens the app: its deep link, else its universal link. */
  primary: WalletLinkKind
  opening: AppOpening
  store: StoreLinks
  onCopy(): void
}

/**
 * A listed wallet on a phone: its app opens by itself as the pairing URI comes (useAppOpening), with Open (the
 * same link, for a tap of the visitor's own) and Copy link in their places from the first frame. When the app did
 * not open, the store pages, the QR code (for the app on another device) and the wallet's other links come in
 * above them, so Open and Copy link stay under the finger.
 */
export function OpenInApp({ name, uri, links, primary, opening, store, onCopy }: OpenInAppProps) {
  const notOpened = opening === 'notOpened'
  const href = uri ? links[primary] : undefined
  return (
    <>
      <Text tone="muted" role="status">
        {notOpened
          ? t('{name} did not open. Is it installed?', { name })
          : t('Accept the connection request in the wallet')}
      </Text>
      {notOpened ? (
        <>
          <StoreLinkList name={name} links={store} />
          <QrSlot uri={uri} label={t('QR code to connect {name}', { name })} />
          <WalletLinkList
            name={name}
            links={links}
            order={primary === 'mobile' ? ['universal', 'web'] : ['web']}
            ready={uri !== undefined}
          />
        </>
      ) : null}
      <a
        className="foyer-button"
        data-variant="primary"
        style={linkStyle}
        {...(href ? { href } : { role: 'link', 'aria-disabled': true })}
      >
        {t('Open {name}', { name })}
      </a>
      <Button variant="secondary" fullWidth disabled={!uri} onClick={onCopy}>
        {t('Copy link')}
      </Button>
    </>
  )
}
