import { foyerError } from 'foyer/kit'
import { Button, Image, QrCode, Spinner, Text, type ViewProps, useFoyerState, useKernel, t } from 'foyer/ui'
import { useEffect, useRef } from 'react'
import { walletImageUrl } from '../directory.js'
import { walletConnectTarget } from '../rules/connectTargets.js'
import { isMobile } from '../rules/isMobile.js'
import { isAppLink } from '../rules/safeLinks.js'
import { walletLinks } from '../rules/walletLinks.js'
import { useConnectAttempt } from './useConnectAttempt.js'
import { useDirectoryWallet } from './useDirectoryWallet.js'

const linkStyle = { width: '100%', textDecoration: 'none', boxSizing: 'border-box' } as const

/**
 * Pairs with a mobile wallet: the QR code of the pairing URI (replaced before it expires), Copy link,
 * and for a listed wallet its mobile, universal, desktop and web-app links (on a phone its app opens by
 * itself once the URI is ready, the links staying as a fallback). Rejection and failure offer
 * Try again; leaving the view or closing the modal gives the pairing up.
 */
export default function ConnectingWalletConnectView({ params }: ViewProps<{ walletId?: string } | undefined>) {
  const kernel = useKernel()
  const connectors = useFoyerState((state) => state.connectors)
  const active = useFoyerState((state) => state.activeNamespace)
  // One session serves every namespace: the other namespaces' WalletConnect connectors connect once it pairs.
  const target = walletConnectTarget(connectors, active)
  const connectorId = target?.connectorId
  const uri = useFoyerState((state) =>
    state.pairing && state.pairing.connectorId === connectorId ? state.pairing.uri : undefined,
  )
  const wallet = useDirectoryWallet(kernel, params?.walletId)
  const chosen = wallet ? { id: wallet.id, name: wallet.name, imageUrl: walletImageUrl(kernel, wallet) } : undefined
  const { status, retry } = useConnectAttempt(kernel, target?.namespace, connectorId, chosen, target?.companions)

  const copy = () => {
    if (!uri) return
    navigator.clipboard.writeText(uri).then(
      () => kernel.toasts.success('Link copied'),
      () => kernel.toasts.error('The link could not be copied'),
    )
  }

  const name = wallet?.name ?? 'your wallet'
  const links = wallet && uri ? walletLinks(wallet, uri) : {}
  const mobile = isMobile()
  // On a phone, a listed wallet's app opens by itself once the URI is ready (once per visit of the
  // view); its links stay below as a fallback.
  const appLink = mobile ? (links.mobile ?? links.universal) : undefined
  const opened = useRef(false)
  useEffect(() => {
    if (!isAppLink(appLink) || opened.current) return
    opened.current = true
    window.open(appLink, '_self', 'noreferrer noopener')
  }, [appLink])
  const message =
    status === 'rejected'
      ? foyerError('CONNECTION_REJECTED').shortMessage
      : status === 'failed'
        ? connectorId
          ? foyerError('CONNECT_FAILED').shortMessage
          : foyerError('WALLETCONNECT_CONNECTOR_NOT_FOUND').shortMessage
        : 'Scan this QR code with {name}, or open it there'
  return (
    <div className="foyer-list" style={{ alignItems: 'center', textAlign: 'center', paddingBlock: 8 }}>
      {wallet ? <Image src={walletImageUrl(kernel, wallet)} alt={wallet.name} size={56} /> : null}
      <Text variant="title" as="h3">
        {wallet ? t('Continue in {name}', { name: wallet.name }) : t('Scan with your phone')}
      </Text>
      <Text tone={status === 'waiting' ? 'muted' : 'error'} role={status === 'waiting' ? undefined : 'alert'}>
        {t(message, { name })}
      </Text>
      {status !== 'waiting' ? (
        <Button onClick={retry}>{t('Try again')}</Button>
      ) : uri ? (
        <>
          <QrCode value={uri} label={t('QR code to connect {name}', { name })} />
          <Button variant="secondary" fullWidth onClick={copy}>
            {t('Copy link')}
          </Button>
          <WalletLinks name={wallet?.name} links={links} mobile={mobile} />
        </>
      ) : (
        <Spinner label={t('Preparing the QR code')} size={32} />
      )}
    </div>
  )
}

function WalletLinks({
  name,
  links,
  mobile,
}: {
  name: string | undefined
  links: ReturnType<typeof walletLinks>
  mobile: boolean
}) {
  if (!name) return null
  const app = links.mobile ? { href: links.mobile, label: t('Open {name}', { name }) } : undefined
  const universal = links.universal
    ? { href: links.universal, label: t('Open {name} (universal link)', { name }) }
    : undefined
  const desktop = links.desktop
    ? { href: links.desktop, label: t('Open {name} desktop app', { name }), blank: true }
    : undefined
  const web = links.web ? { href: links.web, label: t('Open {name} web app', { name }), blank: true } : undefined
  // The phone's own app first on mobile; the desktop and web apps first elsewhere.
  const ordered = (mobile ? [app, universal, desktop, web] : [desktop, web, app, universal]).filter(
    (link): link is NonNullable<typeof link> => link !== undefined && isAppLink(link.href),
  )
  if (ordered.length === 0) return null
  return (
    <ul
      aria-label={t('Other ways to open {name}', { name })}
      className="foyer-list"
      style={{ width: '100%', margin: 0, padding: 0, listStyle: 'none' }}
    >
      {ordered.map((link) => (
        <li key={link.label}>
          <a
            className="foyer-button"
            data-variant="ghost"
            style={linkStyle}
            href={link.href}
            {...('blank' in link ? { target: '_blank', rel: 'noreferrer noopener' } : {})}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
