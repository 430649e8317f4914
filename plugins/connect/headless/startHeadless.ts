import { type ChosenWallet, type FoyerState, type Kernel, ModalClosedError } from 'foyer'
import { foyerError } from 'foyer/kit'
import { connectChosen } from '../connectChosen.js'
import { createWalletPages, type WalletPagesState } from '../createWalletPages.js'
import { directoryListing } from '../directory.js'
import { buildWalletList, recentListing, type WalletEntry } from '../rules/buildWalletList.js'
import { type ConnectTarget, installedTarget, walletConnectTarget } from '../rules/connectTargets.js'
import { isMobile } from '../rules/isMobile.js'
import { createSearchWait } from '../rules/searchWait.js'
import type { HeadlessConnectReturnType, HeadlessState, HeadlessWallet } from './HeadlessState.js'
import { toHeadlessWallets } from './toHeadlessWallets.js'

export interface StartHeadlessParameters {
  kernel: Kernel
  /** Takes each new state (a new object only when something in it changed). */
  publish(state: HeadlessState): void
}

export type HeadlessRuntime = ReturnType<typeof startHeadless>

interface Attempt {
  controller: AbortController
  /** The WALLET_CONNECT connector it pairs through, when it pairs; and the listed wallet chosen. */
  pairing?: { connectorId: string; wallet: HeadlessWallet | undefined }
}

// Recent and installed wallets first (each once), the app's own connectors, then the directory's pages.
const order = ['recent', 'injected', 'external', 'recommended'] as const

/**
 * The headless API's code, loaded with the kernel (createHeadless.ts is what page load holds): the wallet list of
 * the Connect view's rules (buildWalletList) over the directory's pages (createWalletPages), and connections
 * through the connectors a choice connects (connectTargets.ts, connectChosen.ts). Nothing of the modal.
 */
export function startHeadless({ kernel, publish }: StartHeadlessParameters) {
  const pages = createWalletPages(kernel)
  const searchWait = createSearchWait(kernel.clock, (query) => pages.search(query))
  const recent = (kernel.storage.get('recentWallets') ?? []).map(recentListing)
  const excluded = kernel.options.excludeWalletIds ?? []
  const hasInjectedProvider = typeof window !== 'undefined' && 'ethereum' in window
  const byId = new Map<string, WalletEntry>()
  let attempt: Attempt | undefined
  let listed: { connectors: unknown; directory: unknown; query: string; wallets: HeadlessWallet[] } | undefined
  let state: HeadlessState | undefined
  /** Pairings asked for before the adapters' connectors were in: true once they are, false when destroyed. */
  const waiting: ((found: boolean) => void)[] = []

  const walletsOf = (connectors: FoyerState['connectors'], page: WalletPagesState) => {
    if (listed?.connectors === connectors && listed.directory === page.wallets && listed.query === page.query)
      return listed.wallets
    const chains = new Map(page.wallets.map((wallet) => [wallet.id, wallet.chains]))
    const recommended = page.wallets.map((wallet) => directoryListing(kernel, wallet))
    const entries = buildWalletList({
      order: [...order],
      connectors,
      recent,
      recommended,
      featured: [],
      custom: [],
      excluded,
      mobile: isMobile(),
      hasInjectedProvider,
    })
    const walletConnect = connectors.filter((c) => c.type === 'WALLET_CONNECT').map((c) => c.chain)
    const made = toHeadlessWallets(entries, { query: page.query, walletConnect, chainsOf: (id) => chains.get(id) })
    for (const [id, entry] of made.byId) byId.set(id, entry)
    listed = { connectors, directory: page.wallets, query: page.query, wallets: made.wallets }
    return made.wallets
  }

  // The adapters have found the page's wallets (their connectors are in): the list is whole, a pairing can start.
  const found = () => {
    const { discovered } = kernel.store.getState()
    return kernel.adapters.namespaces().every((name) => discovered.includes(name))
  }

  const compose = () => {
    const { connectors, pairing } = kernel.store.getState()
    const page = pages.getState()
    const shown = attempt?.pairing && pairing?.connectorId === attempt.pairing.connectorId ? pairing : undefined
    const whole = found()
    if (whole) for (const resume of waiting.splice(0)) resume(true)
    const next: HeadlessState = {
      status: page.status === 'idle' || (!whole && page.status === 'ready') ? 'loading' : page.status,
      wallets: walletsOf(connectors, page),
      query: page.query,
      hasMore: page.more,
      pairing:
        shown && state?.pairing?.uri === shown.uri
          ? state.pairing
          : shown && { uri: shown.uri, expiresAt: shown.expiresAt, wallet: attempt?.pairing?.wallet },
      error: page.error,
    }
    const same = state && (Object.keys(next) as (keyof HeadlessState)[]).every((key) => next[key] === state?.[key])
    if (same) return
    state = next
    publish(next)
  }

  const run = async (target: ConnectTarget, chosen?: ChosenWallet, pairing?: Attempt['pairing']) => {
    attempt?.controller.abort()
    const mine: Attempt = { controller: new AbortController(), ...(pairing ? { pairing } : {}) }
    attempt = mine
    compose()
    try {
      const accounts = await connectChosen(kernel, { ...target, wallet: chosen, signal: mine.controller.signal })
      return { namespace: target.namespace, accounts }
    } finally {
      if (attempt === mine) attempt = undefined
      compose()
    }
  }

  const pairingTarget = async () => {
    if (!found() && !(await new Promise<boolean>((resume) => waiting.push(resume)))) throw new ModalClosedError()
    const { connectors, activeNamespace } = kernel.store.getState()
    const target = walletConnectTarget(connectors, activeNamespace)
    if (!target) throw foyerError('WALLETCONNECT_CONNECTOR_NOT_FOUND')
    return target
  }

  const offStore = kernel.store.subscribe(compose)
  const offPages = pages.subscribe(compose)
  pages.search('')
  compose()

  return {
    search: (query: string) => searchWait.type(query),
    loadMore: () => pages.loadMore(),
    async connect(wallet: HeadlessWallet): Promise<HeadlessConnectReturnType> {
      const entry = byId.get(wallet.id)
      if (!entry) throw foyerError('CONNECTOR_NOT_FOUND_FOR_CONNECTION', { connectorId: wallet.id })
      if ('connector' in entry) return run(installedTarget(entry.connector, kernel.store.getState().activeNamespace))
      const { id, name, image_url: imageUrl, rdns } = entry.wallet
      const chosen = { id, name, ...(imageUrl ? { imageUrl } : {}), ...(rdns ? { rdns } : {}) }
      const target = await pairingTarget()
      return run(target, chosen, { connectorId: target.connectorId, wallet })
    },
    async walletConnect(): Promise<HeadlessConnectReturnType> {
      const target = await pairingTarget()
      return run(target, undefined, { connectorId: target.connectorId, wallet: undefined })
    },
    cancel: () => attempt?.controller.abort(),
    destroy() {
      offStore()
      offPages()
      searchWait.cancel()
      pages.cancel()
      attempt?.controller.abort()
      for (const resume of waiting.splice(0)) resume(false)
    },
  }
}
