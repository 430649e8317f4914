import { FoyerError } from 'foyer'
import type { Headless, HeadlessConnectReturnType, HeadlessWallet } from 'foyer/headless'
import { useHeadless } from 'foyer/headless/react'
import { useAccount, useDisconnect } from 'foyer/react'
import { QrCode } from 'foyer/ui'
import { useState } from 'react'

const kindLabels: Record<HeadlessWallet['kind'], string> = {
  installed: 'installed',
  recent: 'recent',
  directory: 'by QR code',
}

/** What a failed connection says (a connection given up, by Cancel or by choosing another, says nothing). */
const failureText = (error: unknown) => {
  if (!(error instanceof FoyerError) || error.code === 'MODAL_CLOSED') return ''
  return error.code === 'USER_REJECTED' ? 'Connection rejected' : error.shortMessage
}

/**
 * An app's own wallet UI over foyer/headless: its list (recent, installed, the directory's pages with a search and
 * Load more), a connection on click, and the WalletConnect URI as its own QR code and text. No modal is involved.
 */
export function HeadlessExample({ headless }: { headless: Headless }) {
  const { status, wallets, hasMore, pairing, error } = useHeadless(headless)
  const account = useAccount()
  const { disconnect } = useDisconnect()
  const [search, setSearch] = useState('')
  const [failure, setFailure] = useState('')
  const attempt = (connecting: Promise<HeadlessConnectReturnType>) => {
    setFailure('')
    connecting.catch((reason: unknown) => setFailure(failureText(reason)))
  }
  const summary =
    status === 'failed'
      ? `The wallet list could not be loaded (${error?.code ?? 'unknown'})`
      : status === 'ready'
        ? `${wallets.length} wallets`
        : 'Loading wallets…'

  return (
    <main style={{ padding: 16, display: 'grid', gap: 12, maxWidth: 520 }}>
      <h1>Foyer headless</h1>
      <p data-testid="account">{`${account.status} ${account.address ?? ''}`.trim()}</p>
      {account.isConnected ? (
        <button type="button" onClick={() => disconnect().catch((reason) => console.error(reason))}>
          Disconnect
        </button>
      ) : null}
      <section aria-label="WalletConnect" style={{ display: 'grid', gap: 8, justifyItems: 'start' }}>
        {pairing ? (
          <>
            <QrCode value={pairing.uri} label={`QR code to connect ${pairing.wallet?.name ?? 'a wallet'}`} />
            <code data-testid="pairing-uri" style={{ wordBreak: 'break-all' }}>
              {pairing.uri}
            </code>
            <button type="button" onClick={() => headless.cancel()}>
              Cancel
            </button>
          </>
        ) : (
          <button type="button" onClick={() => attempt(headless.walletConnect())}>
            Connect by QR code
          </button>
        )}
      </section>
      {failure ? <p role="alert">{failure}</p> : null}
      <input
        type="search"
        aria-label="Search wallets"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value)
          headless.search(event.target.value)
        }}
      />
      <p role="status">{summary}</p>
      <ul aria-label="Wallets" aria-busy={status === 'loading'} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {wallets.map((wallet) => (
          <li key={wallet.id}>
            <button type="button" onClick={() => attempt(headless.connect(wallet))}>
              {wallet.icon ? <img src={wallet.icon} alt="" width={24} height={24} /> : null} {wallet.name}{' '}
              <small>{kindLabels[wallet.kind]}</small>
            </button>
          </li>
        ))}
      </ul>
      {hasMore ? (
        <button type="button" onClick={() => headless.loadMore()}>
          Load more
        </button>
      ) : null}
    </main>
  )
}
