import { FoyerError, type PluginContext } from 'foyer'
import { wrapError } from 'foyer/kit'
import { allWalletsPageSize, fetchWallets, searchEntries } from './directory.js'
import { isExcluded } from './rules/buildWalletList.js'
import { isIncluded } from './rules/listedWallets.js'
import type { WcWallet } from './schemas.js'

export interface WalletPagesState {
  /** 'idle' until the first `search`; 'failed': the last page asked did not come (what was loaded stays). */
  status: 'idle' | 'loading' | 'ready' | 'failed'
  /** The wallets of the pages loaded so far, the app's excluded ones left out. */
  wallets: readonly WcWallet[]
  /** The search they answer ('' for the whole directory). */
  query: string
  /** The directory has more than is loaded: `loadMore` asks the next page. A search is one page (SPEC §9). */
  more: boolean
  error: FoyerError | undefined
}

export interface WalletPages {
  getState(): WalletPagesState
  subscribe(listener: () => void): () => void
  /** Asks the first page of `query` ('' for the whole directory); the answer replaces the wallets. */
  search(query: string): void
  /** Asks the next page, when there is one and none is on its way. */
  loadMore(): void
  /** Drops the request on its way (its answer is ignored). */
  cancel(): void
}

export const initialWalletPages: WalletPagesState = {
  status: 'idle',
  wallets: [],
  query: '',
  more: false,
  error: undefined,
}

type Context = Pick<PluginContext, 'api' | 'networks' | 'options' | 'logger' | 'track'>

/**
 * The directory's wallets page by page (SPEC §9: 40 a page; a search asks for 100 entries, its first page only),
 * framework-free: All Wallets draws it, `foyer/headless` hands it to an app. An answer to a request that was
 * replaced (a new search) or dropped is ignored.
 */
export function createWalletPages(context: Context): WalletPages {
  let state = initialWalletPages
  let loaded: WcWallet[] = []
  let page = 0
  let controller: AbortController | undefined
  const listeners = new Set<() => void>()
  const excluded = context.options.excludeWalletIds ?? []
  // SPEC §7: `include` asks the directory for the app's wallets alone (includeWalletIds), and only those are shown.
  const included = context.options.includeWalletIds ?? []
  const set = (change: Partial<WalletPagesState>) => {
    state = { ...state, ...change }
    for (const listener of listeners) listener()
  }

  const ask = (query: string, next: number) => {
    controller?.abort()
    const mine = new AbortController()
    controller = mine
    set({ status: 'loading', query, error: undefined })
    if (query) context.track('SEARCH_WALLET', { badge: '', search: query })
    const entries = query ? searchEntries : allWalletsPageSize
    const include = included.length > 0 ? included : undefined
    // No certified-only filter is offered: the pages and searches ask for every badge.
    const asked = { page: next, entries, search: query || undefined, include, badge_type: 'none' as const }
    fetchWallets(context, asked, mine.signal).then(
      (answer) => {
        if (mine.signal.aborted) return
        loaded = next === 1 ? answer.data : [...loaded, ...answer.data]
        page = next
        const wallets = loaded.filter((wallet) => !isExcluded(wallet, excluded) && isIncluded(wallet, included))
        set({ status: 'ready', wallets, more: !query && loaded.length < answer.count })
      },
      (error: unknown) => {
        if (mine.signal.aborted) return
        context.logger.warn('directory', error)
        const failure = error instanceof FoyerError ? error : wrapError(error, 'INTERNAL_ERROR', { area: 'directory' })
        set({ status: 'failed', error: failure })
      },
    )
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    search: (query) => ask(query.trim(), 1),
    loadMore() {
      if (state.more && state.status !== 'loading') ask(state.query, page + 1)
    },
    cancel() {
      controller?.abort()
      controller = undefined
      if (state.status === 'loading') set({ status: loaded.length > 0 ? 'ready' : 'idle' })
    },
  }
}
