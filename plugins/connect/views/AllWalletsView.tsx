import { foyerError } from 'foyer/kit'

import { ListItem, Spinner, Text, TextInput, useFoyerState, useKernel, useVirtualRows, t } from 'foyer/ui'
import { useEffect, useRef, useState } from 'react'
import { allWalletsPageSize, fetchWallets, searchEntries, walletImageUrl } from '../directory.js'
import type { WcWallet } from '../schemas.js'
import { isExcluded } from '../rules/buildWalletList.js'
import { createSearchWait } from '../rules/searchWait.js'
import { QrGlyph } from './icons.js'

const rowHeight = 64

interface Listing {
  wallets: WcWallet[]
  count: number
  loading: boolean
  failed: boolean
}

/** Every wallet of the directory: paged as the visitor scrolls, searchable, only visible rows rendered. */
export default function AllWalletsView() {
  const kernel = useKernel()
  const connectors = useFoyerState((state) => state.connectors)
  const [search, setSearch] = useState('')
  const [query, setQuery] = useState('')
  const [listing, setListing] = useState<Listing>({ wallets: [], count: 0, loading: true, failed: false })
  const [page, setPage] = useState(1)
  const scroller = useRef<HTMLDivElement>(null)
  const excluded = kernel.options.excludeWalletIds ?? []

  // A search waits for the visitor to stop typing (rules/searchWait.ts); the answer replaces the list.
  const [searchWait] = useState(() => createSearchWait(kernel.clock, setQuery))
  useEffect(() => () => searchWait.cancel(), [searchWait])

  // A search asks for its first page only; the page the visitor scrolled to does not ask again.
  const requestPage = query ? 1 : page
  useEffect(() => {
    const controller = new AbortController()
    const searching = query !== ''
    setListing((current) => ({ ...current, loading: true, failed: false }))
    if (searching) kernel.track('SEARCH_WALLET', { badge: '', search: query })
    fetchWallets(
      kernel,
      {
        page: requestPage,
        entries: searching ? searchEntries : allWalletsPageSize,
        search: query || undefined,
      },
      controller.signal,
    )
      .then((answer) =>
        setListing((current) => ({
          wallets: requestPage === 1 ? answer.data : [...current.wallets, ...answer.data],
          count: answer.count,
          loading: false,
          failed: false,
        })),
      )
      .catch((error: unknown) => {
        if (controller.signal.aborted) return
        kernel.logger.warn('directory', error)
        setListing((current) => ({ ...current, loading: false, failed: true }))
      })
    return () => controller.abort()
  }, [kernel, query, requestPage])

  useEffect(() => {
    setPage(1)
    scroller.current?.scrollTo?.({ top: 0 })
  }, [query])

  const wallets = listing.wallets.filter((wallet) => !isExcluded(wallet, excluded))
  const rows = useVirtualRows(scroller, wallets.length, rowHeight)
  const more = !query && listing.wallets.length < listing.count

  // Near the end of what is loaded, ask for the next page.
  useEffect(() => {
    if (more && !listing.loading && rows.last >= wallets.length - 4) setPage((current) => current + 1)
  }, [more, listing.loading, rows.last, wallets.length])

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
      <TextInput
        label={t('Search wallet')}
        type="search"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          searchWait.type(event.target.value)
        }}
      />
      <div ref={scroller} style={{ height: 400, overflowY: 'auto', position: 'relative' }} data-testid="all-wallets">
        <ul
          aria-label={t('All wallets')}
          aria-busy={listing.loading}
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
        {listing.loading ? <Spinner label={t('Loading wallets')} /> : null}
        {!listing.loading && wallets.length === 0 ? (
          <Text tone="muted" align="center" role="status">
            {t(listing.failed ? 'The wallet list could not be loaded.' : 'No wallet found.')}
          </Text>
        ) : null}
      </div>
    </div>
  )
}
