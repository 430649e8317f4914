import type { FoyerError, PluginContext, Recipe } from 'foyer'
import { fetchTransactions } from './fetchTransactions.js'
import { visibleTransactions } from './rules/visibleTransactions.js'
import { type ActivitySlice, selectActivity } from './state.js'

type Context = Pick<
  PluginContext,
  'api' | 'supportedChains' | 'cache' | 'store' | 'updateSlice' | 'track' | 'logger' | 'options'
>

/** The account and network the Activity tab is about: the active eip155 account (SPEC §9: activity is eip155 only). */
function activeAccount(context: Pick<PluginContext, 'store'>) {
  const state = context.store.getState()
  const chain = state.activeNamespace === 'eip155' ? state.chains.eip155 : undefined
  if (!chain?.activeNetworkId || chain.accountState.status !== 'connected') return undefined
  const { address, preferredAccountType } = chain.accountState
  return { address, chainId: chain.activeNetworkId, isSmartAccount: preferredAccountType === 'smartAccount' }
}

/** The query cache's key of an account's history: its newest page, the page after a cursor, or (no page) all. */
const historyKey = (chainId: string, address: string, page?: { cursor: string | undefined }) =>
  `history:${chainId}:${address}:${page ? (page.cursor === undefined ? 'newest' : `after:${page.cursor}`) : ''}`

/**
 * SPEC §4's fetch: `first` reads the newest page (keeping what is shown while the account and network stay the
 * same), `more` the page after the cursor, each through the query cache (no stale time: each read asks, a read in
 * flight is shared). The fetch sets loading; an answer adds the visible transactions and the cursor; a failure
 * shows none, clears the cursor, sets 'Failed to fetch transactions' and records ERROR_FETCH_TRANSACTIONS. Only the
 * answer to the page the slice waits for is written: one that arrives after a newer fetch began, or for another
 * account, is dropped. `fresh` after a send or a swap invalidates the account's pages first (fetchTransactions).
 */
export async function loadTransactions(
  context: Context,
  mode: 'first' | 'more',
  { fresh = false } = {},
): Promise<void> {
  const account = activeAccount(context)
  if (!account?.address) return
  const key = `${account.chainId}:${account.address}`
  const before = selectActivity(context.store.getState())
  if (mode === 'more' && (before.key !== key || !before.next || before.loading)) return
  const cursor = mode === 'more' ? before.next : undefined
  const { address, chainId } = account
  if (fresh) context.cache.invalidate(historyKey(chainId, address))
  const run = before.run + 1
  const update = (recipe: Recipe<ActivitySlice>) =>
    context.updateSlice('activity', (slice) => {
      if (slice.run === run) recipe(slice)
    })
  context.updateSlice('activity', (slice) => {
    if (slice.key !== key) Object.assign(slice, { key, transactions: [], next: undefined })
    Object.assign(slice, { loading: true, run })
  })
  try {
    const page = await context.cache.fetch(
      historyKey(chainId, address, { cursor }),
      () => fetchTransactions(context, { address, chainId, cursor, fresh }),
      { staleTime: 0 },
    )
    update((slice) => {
      slice.transactions = visibleTransactions(mode === 'more' ? slice.transactions : [], page.data, account.chainId)
      slice.next = page.next ?? undefined
      slice.error = undefined
      slice.loading = false
    })
  } catch (error) {
    context.logger.warn('transactions could not be fetched', error)
    update((slice) => {
      Object.assign(slice, {
        transactions: [],
        next: undefined,
        loading: false,
        error: (error as FoyerError).shortMessage,
      })
    })
    context.track('ERROR_FETCH_TRANSACTIONS', {
      address: account.address,
      projectId: context.options.projectId ?? '',
      cursor,
      isSmartAccount: account.isSmartAccount,
    })
  }
}
