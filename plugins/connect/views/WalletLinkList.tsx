import { t } from 'foyer/ui'
import { isAppLink } from '../rules/safeLinks.js'
import type { WalletLinks } from '../rules/walletLinks.js'

export type WalletLinkKind = keyof WalletLinks

const labels: Record<WalletLinkKind, string> = {
  mobile: 'Open {name}',
  universal: 'Open {name} (universal link)',
  desktop: 'Open {name} desktop app',
  web: 'Open {name} web app',
}

export const linkStyle = { width: '100%', textDecoration: 'none', boxSizing: 'border-box' } as const

/**
 * A listed wallet's links (`order`: which, in what order). Until the pairing URI is there (`ready`) each is drawn
 * in its place without its address, so the links and what follows them do not move when it comes. The desktop
 * and web apps open in a new tab.
 */
export function WalletLinkList({
  name,
  links,
  order,
  ready,
}: {
  name: string
  links: WalletLinks
  order: readonly WalletLinkKind[]
  ready: boolean
}) {
  const shown = order.filter((kind) => isAppLink(links[kind]))
  if (shown.length === 0) return null
  return (
    <ul
      aria-label={t('Other ways to open {name}', { name })}
      className="foyer-list"
      style={{ width: '100%', margin: 0, padding: 0, listStyle: 'none' }}
    >
      {shown.map((kind) => (
        <li key={kind}>
          <a
            className="foyer-button"
            data-variant="ghost"
            style={linkStyle}
            {...(ready ? { href: links[kind] } : { role: 'link', 'aria-disabled': true })}
            {...(ready && (kind === 'desktop' || kind === 'web')
              ? { target: '_blank', rel: 'noreferrer noopener' }
              : {})}
          >
            {t(labels[kind], { name })}
          </a>
        </li>
      ))}
    </ul>
  )
}
