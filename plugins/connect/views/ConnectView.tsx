import type { Connector, Namespace } from 'foyer'
import type { ConnectMethod } from '../manifest.js'
import { kernelError } from 'foyer/kit'
import {
  LazyModule,
  ListItem,
  namespaceNames,
  Slot,
  Spinner,
  Text,
  t,
  type ViewProps,
  useFoyerState,
  useKernel,
} from 'foyer/ui'
import { useEffect, useMemo, useState } from 'react'
import { buildWalletList, recentListing, type WalletEntry } from '../rules/buildWalletList.js'
import { installedTarget } from '../rules/connectTargets.js'
import { isMultiChain } from '../rules/multiChainConnectors.js'
import { isMobile } from '../rules/isMobile.js'
import { offeredSocials } from '../rules/telegram.js'
import { connectMethodsOf, connectSettings } from './connectMethodsOf.js'
import { GridGlyph, QrGlyph } from './icons.js'
import { sameForTheView } from './sameForTheView.js'
import { useListedWallets } from './useListedWallets.js'
import { useModulesLoaded } from './useModulesLoaded.js'

export { preload } from './connectMethodsOf.js'

/** A wallet's badge; with wallets of several namespaces listed, an installed one names its namespace. */
const tagOf = (entry: WalletEntry, severalNamespaces: boolean) => {
  if ('recent' in entry && entry.recent) return t('recent')
  if (entry.kind === 'injected' && isMultiChain(entry.connector)) return t('installed')
  if (severalNamespaces && (entry.kind === 'injected' || entry.kind === 'external'))
    return namespaceNames[entry.connector.chain]
  if (entry.kind === 'injected') return t('installed')
  if (entry.kind === 'walletConnect') return t('QR code')
  if (entry.kind === 'recent') return t('recent')
  return undefined
}

/**
 * The first view: connect methods in their order, and the wallet list in the connector type order, the
 * wallets of every namespace (or, with `namespace`, of that one: SwitchActiveChain and "Add wallet" ask so).
 * It shows once the directory's wallets are in (or after a short hold), so no row moves under the pointer.
 */
export default function ConnectView({ params }: ViewProps<{ namespace?: Namespace; wallets?: boolean } | undefined>) {
  const kernel = useKernel()
  const only = params?.namespace
  const connectors = useFoyerState((state) =>
    only ? state.connectors.filter((connector) => connector.chain === only) : state.connectors,
  )
  const features = useFoyerState((state) => state.features ?? kernel.options.features, sameForTheView)
  const [recent] = useState(() => (kernel.storage.get('recentWallets') ?? []).map(recentListing))
  const hasInjectedProvider = typeof window !== 'undefined' && 'ethereum' in window
  const { featured, recommended, settled } = useListedWallets(kernel, only ? [only] : kernel.adapters.namespaces())
  const entries = useMemo(
    () =>
      buildWalletList({
        order: features.connectorTypeOrder,
        connectors,
        recent,
        featured,
        custom: kernel.options.customWallets ?? [],
        recommended,
        excluded: kernel.options.excludeWalletIds ?? [],
        mobile: isMobile(),
        hasInjectedProvider,
      }),
    [features, connectors, recent, kernel, hasInjectedProvider, featured, recommended],
  )
  // SPEC §2: in a Telegram mini app, the socials its platform cannot open are not offered.
  const socials = useMemo(() => offeredSocials(features.socials), [features.socials])
  const { methods, contributed, custom, held } = connectMethodsOf(kernel, features, connectors, socials)
  const methodsLoaded = useModulesLoaded(held)

  // A listed wallet that is not installed connects by WalletConnect (QR code and its links).
  const hasWalletConnect = connectors.some((connector) => connector.type === 'WALLET_CONNECT')
  const choose = (entry: WalletEntry) => {
    if ('connector' in entry) return connectWith(entry.connector)
    if (hasWalletConnect) return kernel.router.push('ConnectingWalletConnect', { walletId: entry.wallet.id })
    kernel.toasts.error(kernelError('WALLETCONNECT_CONNECTOR_NOT_FOUND').shortMessage)
  }
  const connectWith = (connector: Connector) => {
    if (connector.type === 'WALLET_CONNECT') return kernel.router.push('ConnectingWalletConnect')
    // One wallet of several namespaces connects each the app has networks for (connectTargets.ts).
    const { companions, ...target } = installedTarget(connector, kernel.store.getState().activeNamespace)
    return kernel.router.push('ConnectingExternal', companions.length ? { ...target, companions } : target)
  }
  // The wallet the app runs inside (a Safe framing it) connects without a click once the wallets are found; its
  // adapter drops `autoConnect` once it is asked to connect, so this happens once.
  useEffect(() => {
    const framing = settled && !params && connectors.find((connector) => connector.autoConnect)
    if (framing) connectWith(framing)
  })

  // Held for the directory's answer, the installed wallets (useListedWallets) and the connect methods' code, so the
  // list is drawn once, not row by row; the methods' code is there by then (preloadModule), so they draw at once.
  if (!settled || !methodsLoaded) {
    return (
      <div className="foyer-list" aria-busy="true" style={{ alignItems: 'center', paddingBlock: 24 }}>
        <Spinner label={t('Loading wallets')} size={32} />
      </div>
    )
  }
  const method = (id: ConnectMethod) =>
    id === 'wallet' ? (
      <WalletList key="wallet" entries={entries} onChoose={choose} />
    ) : (
      contributed
        .filter((contribution) => contribution.id === id)
        .map((contribution) => (
          <LazyModule key={id} load={contribution.load} props={id === 'social' ? { socials } : undefined} />
        ))
    )
  return (
    <div className="foyer-list">
      {custom ? <LazyModule load={connectSettings} props={{ methods, method, params }} /> : methods.map(method)}
      {features.allWallets && !custom ? (
        <ListItem
          label={t('All Wallets')}
          imageFallback={<GridGlyph />}
          tag={t('search')}
          onClick={() => kernel.router.push('AllWallets')}
        />
      ) : null}
      {entries.length === 0 && !features.allWallets && !custom ? (
        <Text tone="muted" align="center">
          {t('No wallets found.')}
        </Text>
      ) : null}
      <Slot name="connect.footer" />
      {features.reownBranding ? (
        <Text variant="small" tone="muted" align="center">
          Powered by <a href="https://npmjs.com/package/foyer">Foyer</a>
        </Text>
      ) : null}
    </div>
  )
}

function WalletList({ entries, onChoose }: { entries: WalletEntry[]; onChoose(entry: WalletEntry): void }) {
  const severalNamespaces =
    new Set(entries.flatMap((entry) => ('connector' in entry ? [entry.connector.chain] : []))).size > 1
  return (
    <ul className="foyer-list" aria-label={t('Wallets')}>
      {entries.map((entry) => (
        <li key={entry.key}>
          <ListItem
            label={entry.name}
            imageSrc={'connector' in entry ? entry.connector.imageUrl : entry.wallet.image_url}
            imageFallback={entry.kind === 'walletConnect' ? <QrGlyph /> : undefined}
            tag={tagOf(entry, severalNamespaces)}
            onClick={() => onChoose(entry)}
          />
        </li>
      ))}
    </ul>
  )
}
