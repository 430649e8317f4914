import { type BalanceDetails, cacheLifetimes, type Network, type PluginContext } from 'foyer'
import * as z from 'zod/mini'
import { balancesKey } from './balancesKey.js'

const cachedBalance = z.object({ balance: z.string(), symbol: z.string() })
type Context = Pick<PluginContext, 'adapters' | 'storage' | 'cache' | 'options'>

/** Where the active account's native balance stands; `key` is the network and address it is for. */
export interface NativeBalanceSlice {
  status: 'idle' | 'loading' | 'ready' | 'unavailable'
  key?: string
}

declare module 'foyer' {
  interface Slices {
    nativeBalance: NativeBalanceSlice
  }
}

export const initialNativeBalance: NativeBalanceSlice = { status: 'idle' }

/**
 * The account's balance on a network, through the query cache: fresh 30 s, kept in the stored balance cache, which
 * is read before any fetch (SPEC §9); else the namespace's adapter is asked. It is the native coin's, or the token's
 * the app names for the network in its `tokens` setting (SPEC §3's project settings). Undefined when the adapter
 * cannot tell balances.
 */
export async function loadNativeBalance(context: Context, address: string, network: Network) {
  const namespace = network.chainNamespace
  if (!context.adapters.has(namespace, 'getBalance')) return undefined
  const token = context.options.tokens?.[network.caipNetworkId]?.address
  const stored = context.storage.cache('balanceCache', cacheLifetimes.nativeBalance, cachedBalance)
  return context.cache.fetch<z.infer<typeof cachedBalance>>(
    balancesKey(network.caipNetworkId, address, token ? `native:${token}` : 'native'),
    () => context.adapters.capability(namespace, 'getBalance')({ address, network, ...(token ? { token } : {}) }),
    {
      staleTime: cacheLifetimes.nativeBalance,
      stored: { cache: stored, id: `${network.caipNetworkId}:${address}${token ? `:${token}` : ''}` },
    },
  )
}

type AccountContext = Context & Pick<PluginContext, 'store' | 'networks' | 'logger' | 'account' | 'addSlice'>

/**
 * SPEC §3: writes the active account's `addressExplorerUrl`, then its native `balance` (in whole units, as
 * the adapter tells it) and `balanceSymbol`, into its account state. `fresh` clears a balance shown for the
 * previous address or network first. A write is dropped when the account or network changed meanwhile. The
 * `nativeBalance` slice says whether it is loading, there, or unavailable (the RPC failed or answered garbage).
 */
export async function refreshAccountDetails(context: AccountContext, { fresh = false } = {}): Promise<void> {
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const address = namespace ? state.chains[namespace]?.accountState.address : undefined
  const network = namespace ? context.networks.active(namespace) : undefined
  if (!namespace || !address || !network) return
  const write = (details: BalanceDetails) =>
    context.account.setBalance(namespace, { address, networkId: network.caipNetworkId }, details)
  const key = `${network.caipNetworkId}:${address}`
  const slice = context.addSlice('nativeBalance', initialNativeBalance) // the account plugin's, once it is set up
  const mark = (status: NativeBalanceSlice['status']) =>
    slice.update((draft) => {
      if (status === 'loading' || draft.key === key) Object.assign(draft, { status, key })
    })
  const explorer = network.blockExplorers?.default.url.replace(/\/+$/, '')
  write({
    addressExplorerUrl: explorer ? `${explorer}/address/${address}` : undefined,
    ...(fresh ? { balance: undefined, balanceSymbol: undefined } : {}),
  })
  mark('loading')
  try {
    const result = await loadNativeBalance(context, address, network)
    if (result) write({ balance: result.balance, balanceSymbol: result.symbol })
    mark('ready')
  } catch (error) {
    context.logger.warn('balance', error)
    mark('unavailable')
  }
}
