import { foyerError } from 'foyer/kit'

import { ListItem, Spinner, Text, TextInput, useFoyerState, useKernel, useVirtualRows, t } from 'foyer/ui'
import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { createWalletPages } from '../createWalletPages.js'
import { walletImageUrl } from '../directory.js'
import type { WcWallet } from '../schemas.js'
import { createSearchWait } from '../rules/searchWait.js'
import { QrGlyph } from './icons.js'

const rowHeight = 64

/** Every wallet of the directory: paged as the visitor scrolls, searchable, only visible rows rendered. */
export default function AllWalletsView() {
  const kernel = useKernel()
  const connectors = useFoyerState((state) => state.connectors)
  const scroller = useRef<HTMLDivElement>(null)
  const [pages] = useState(() => createWalletPages(kernel))
  const { status, wallets, more } = useSyncExternalStore(pages.subscribe, pages.getState)
  const loading = status === 'idle' || status === 'loading'

  useEffect(() => {
    pages.search('')
    return () => pages.cancel()
  }, [pages])

  // A search waits for the visitor to stop typing (rules/searchWait.ts); its answer replaces the list.
  const [searchWait] = useState(() =>
    createSearchWait(kernel.clock, (query) => {
      pages.search(query)
      scroller.current?.scrollTo?.({ top: 0 })
    }),
  )
  useEffect(() => () => searchWait.cancel(), [searchWait])

  const rows = useVirtualRows(scroller, wallets.length, rowHeight)
  // Near the end of what is loaded, ask for the next page (a page that failed is not asked again by scrolling).
  useEffect(() => {
    if (more && status === 'ready' && rows.last >= wallets.length - 4) pages.loadMore()
  }, [pages, more, status, rows.last, wallets.length])

  const walletConnect = connectors.find((connector) => connector.type === 'WALLET_CONNECT')
  const choose = (wallet: WcWallet) => {
    const installed = connectors.find((connector) => wallet.rdns && connector.info?.rdns === wallet.rdns)
    if (installed)
      return kernel.router.push('ConnectingExternal', { connectorId: installed.id, namespace: installed.chain })
    if (walletConnect) return kernel.router.push('ConnectingWalletConnect', { walletId: wallet.id })
    kernel.toasts.error(foyerError('WALLETCONNECT_CONNECTOR_NOT_FOUND').shortMessage)
  }

  return (
    <div className="foyer-list">
      {walletConnect ? (
        <ListItem
          label={walletConnect.name}
          imageFallback={<QrGlyph />}
          tag={t('QR code')}
          onClick={() => kernel.router.push('ConnectingWalletConnect')}
        />
      ) : null}
      {/* Uncontrolled: a key re-renders nothing, so its frame paints at once; the search waits for a pause. */}
      <TextInput
        label={t('Search wallet')}
        type="search"
        defaultValue=""
        onChange={(event) => searchWait.type(event.target.value)}
      />
      <div ref={scroller} style={{ height: 400, overflowY: 'auto', position: 'relative' }} data-testid="all-wallets">
        <ul
          aria-label={t('All wallets')}
          aria-busy={loading}
          style={{ height: rows.total, margin: 0, padding: 0, listStyle: 'none', position: 'relative' }}
        >
          {wallets.slice(rows.first, rows.last).map((wallet, offset) => (
            <li
              key={wallet.id}
              style={{ position: 'absolute', top: (rows.first + offset) * rowHeight, left: 0, right: 0 }}
            >
              <ListItem label={wallet.name} imageSrc={walletImageUrl(kernel, wallet)} onClick={() => choose(wallet)} />
            </li>
          ))}
        </ul>
        {loading ? <Spinner label={t('Loading wallets')} /> : null}
        {!loading && wallets.length === 0 ? (
          <Text tone="muted" align="center" role="status">
            {t(status === 'failed' ? 'The wallet list could not be loaded.' : 'No wallet found.')}
          </Text>
        ) : null}
      </div>
    </div>
  )
}
