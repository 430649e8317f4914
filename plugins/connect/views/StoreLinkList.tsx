import { t } from 'foyer/ui'
import type { StoreLinks } from '../rules/storeLinks.js'
import { linkStyle } from './WalletLinkList.js'

/** Where to get a wallet's app (rules/storeLinks.ts: this phone's store, https only), each in a new tab. */
export function StoreLinkList({ name, links }: { name: string; links: StoreLinks }) {
  const shown = [
    links.appStore ? { href: links.appStore, label: t('Get {name} on the App Store', { name }) } : undefined,
    links.playStore ? { href: links.playStore, label: t('Get {name} on Google Play', { name }) } : undefined,
  ].filter((link) => link !== undefined)
  if (shown.length === 0) return null
  return (
    <ul
      aria-label={t('Get {name}', { name })}
      className="foyer-list"
      style={{ width: '100%', margin: 0, padding: 0, listStyle: 'none' }}
    >
      {shown.map((link) => (
        <li key={link.href}>
          <a
            className="foyer-button"
            data-variant="secondary"
            style={linkStyle}
            href={link.href}
            target="_blank"
            rel="noreferrer noopener"
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
