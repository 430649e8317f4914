import type { Connector } from 'foyer'
import { foyerError } from 'foyer/kit'
import { Button, Image, Spinner, Text, type ViewProps, useFoyerState, useKernel, t } from 'foyer/ui'
import { useEffect, useRef } from 'react'
import { walletImageUrl } from '../directory.js'
import { isMobile } from '../rules/isMobile.js'
import { isAppLink } from '../rules/safeLinks.js'
import { walletLinks } from '../rules/walletLinks.js'
import { QrSlot } from './QrSlot.js'
import { useConnectAttempt } from './useConnectAttempt.js'
import { useDirectoryWallet } from './useDirectoryWallet.js'
import { WalletLinkList } from './WalletLinkList.js'

/** The WALLET_CONNECT connector to pair with: the active namespace's, else the first. */
const pick = (connectors: readonly Connector[], active: string | undefined) => {
  const all = connectors.filter((connector) => connector.type === 'WALLET_CONNECT')
  return all.find((connector) => connector.chain === active) ?? all[0]
}

const column = { alignItems: 'center', textAlign: 'center', paddingBlock: 8 } as const

/**
 * Pairs with a mobile wallet: the QR code of the pairing URI (replaced before it expires), Copy link, and for a
 * listed wallet its mobile, universal, desktop and web-app links (on a phone its app opens by itself once the URI
 * is ready, the links staying as a fallback). It shows once the directory has told which wallet it is, and each
 * part that waits for the URI keeps its place meanwhile, so nothing drawn moves when it comes. Rejection and
 * failure offer Try again; leaving the view or closing the modal gives the pairing up.
 */
export default function ConnectingWalletConnectView({ params }: ViewProps<{ walletId?: string } | undefined>) {
  const kernel = useKernel()
  const connector = useFoyerState((state) => pick(state.connectors, state.activeNamespace))
  const uri = useFoyerState((state) =>
    state.pairing && state.pairing.connectorId === connector?.id ? state.pairing.uri : undefined,
  )
  const { wallet, settled } = useDirectoryWallet(kernel, params?.walletId)
  const connectorId = connector?.id
  const chosen = wallet ? { id: wallet.id, name: wallet.name, imageUrl: walletImageUrl(kernel, wallet) } : undefined
  // One session serves every namespace: the other namespaces' WalletConnect connectors connect once it pairs.
  const companions = useFoyerState((state) => state.connectors)
    .filter((other) => other.type === 'WALLET_CONNECT' && other.chain !== connector?.chain)
    .map((other) => ({ namespace: other.chain, connectorId: other.id }))
  const { status, retry } = useConnectAttempt(kernel, connector?.chain, connectorId, chosen, companions)

  // Which links the wallet has is known before the URI; their addresses only with it.
  const links = wallet ? walletLinks(wallet, uri ?? '') : {}
  const mobile = isMobile()
  // On a phone, a listed wallet's app opens by itself once the URI is ready (once per visit of the view).
  const appLink = mobile && uri ? (links.mobile ?? links.universal) : undefined
  const opened = useRef(false)
  useEffect(() => {
    if (!isAppLink(appLink) || opened.current) return
    opened.current = true
    window.open(appLink, '_self', 'noreferrer noopener')
  }, [appLink])

  const copy = () => {
    if (!uri) return
    navigator.clipboard.writeText(uri).then(
      () => kernel.toasts.success('Link copied'),
      () => kernel.toasts.error('The link could not be copied'),
    )
  }

  if (!settled) {
    return (
      <div className="foyer-list" aria-busy="true" style={column}>
        <Spinner label={t('Connecting')} size={32} />
      </div>
    )
  }
  const name = wallet?.name ?? 'your wallet'
  const failure =
    status === 'rejected'
      ? foyerError('CONNECTION_REJECTED').shortMessage
      : connectorId
        ? foyerError('CONNECT_FAILED').shortMessage
        : foyerError('WALLETCONNECT_CONNECTOR_NOT_FOUND').shortMessage
  return (
    <div className="foyer-list" style={column}>
      {wallet ? <Image src={walletImageUrl(kernel, wallet)} alt={wallet.name} size={56} /> : null}
      <Text variant="title" as="h3">
        {wallet ? t('Continue in {name}', { name: wallet.name }) : t('Scan with your phone')}
      </Text>
      {status !== 'waiting' ? (
        <>
          <Text tone="error" role="alert">
            {t(failure)}
          </Text>
          <Button onClick={retry}>{t('Try again')}</Button>
        </>
      ) : (
        <>
          <Text tone="muted">{t('Scan this QR code with {name}, or open it there', { name })}</Text>
          <QrSlot uri={uri} label={t('QR code to connect {name}', { name })} />
          <Button variant="secondary" fullWidth disabled={!uri} onClick={copy}>
            {t('Copy link')}
          </Button>
          <WalletLinkList
            name={name}
            links={links}
            order={mobile ? ['mobile', 'universal', 'desktop', 'web'] : ['desktop', 'web', 'mobile', 'universal']}
            ready={uri !== undefined}
          />
        </>
      )}
    </div>
  )
}
