import { foyerError } from 'foyer/kit'
import { Button, Image, Spinner, Text, type ViewProps, useFoyerState, useKernel, t } from 'foyer/ui'
import { useState } from 'react'
import { walletImageUrl } from '../directory.js'
import { walletConnectTarget } from '../rules/connectTargets.js'
import { isMobile } from '../rules/isMobile.js'
import { storeLinks } from '../rules/storeLinks.js'
import { walletLinks } from '../rules/walletLinks.js'
import { OpenInApp } from './OpenInApp.js'
import { QrSlot } from './QrSlot.js'
import { useAppOpening } from './useAppOpening.js'
import { useConnectAttempt } from './useConnectAttempt.js'
import { useDirectoryWallet } from './useDirectoryWallet.js'
import { WalletLinkList } from './WalletLinkList.js'

const column = { alignItems: 'center', textAlign: 'center', paddingBlock: 8 } as const

/**
 * Pairs with a mobile wallet. A listed wallet on a phone opens in its app (OpenInApp); elsewhere the view shows the
 * QR code of the pairing URI (replaced before it expires), Copy link, and a listed wallet's desktop, web-app, mobile
 * and universal links. It shows once the directory has told which wallet it is, and each part that waits for the
 * URI keeps its place meanwhile, so nothing drawn moves when it comes. Rejection and failure offer Try again;
 * leaving the view or closing the modal gives the pairing up.
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
  const { wallet, settled } = useDirectoryWallet(kernel, params?.walletId)
  const chosen = wallet ? { id: wallet.id, name: wallet.name, imageUrl: walletImageUrl(kernel, wallet) } : undefined
  const { status, retry, detail } = useConnectAttempt(
    kernel,
    target?.namespace,
    connectorId,
    chosen,
    target?.companions,
  )
  const [attempt, setAttempt] = useState(0)

  // Which links the wallet has is known before the URI; their addresses only with it.
  const links = wallet ? walletLinks(wallet, uri ?? '') : {}
  const mobile = isMobile()
  const primary = mobile ? (links.mobile ? 'mobile' : links.universal ? 'universal' : undefined) : undefined
  const opening = useAppOpening(kernel, primary && uri ? links[primary] : undefined, attempt)

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
          {detail ? <Text tone="muted">{detail}</Text> : null}
          <Button
            onClick={() => {
              setAttempt((count) => count + 1)
              retry()
            }}
          >
            {t('Try again')}
          </Button>
        </>
      ) : wallet && primary ? (
        <OpenInApp
          name={name}
          uri={uri}
          links={links}
          primary={primary}
          opening={opening}
          store={storeLinks(wallet)}
          onCopy={copy}
        />
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
