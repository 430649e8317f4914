import type { PluginContext } from 'foyer'
import { fetchTokenBalances } from './fetchTokenBalances.js'

/** SPEC §9: after a failure, token balances are not asked again for 30 s. */
export const tokenRetryBlockMs = 30_000

export interface TokensSlice {
  status: 'idle' | 'loading' | 'ready' | 'unavailable'
  /** When the last fetch failed (clock ms); retries wait until 30 s after it. */
  failedAt?: number
  /** Which account and network the balances are for. */
  key?: string
}

declare module 'foyer' {
  interface Slices {
    tokens: TokensSlice
  }
}

export const initialTokens: TokensSlice = { status: 'idle' }

type Context = Pick<
  PluginContext,
  | 'store'
  | 'clock'
  | 'api'
  | 'adapters'
  | 'networks'
  | 'storage'
  | 'supportedChains'
  | 'logger'
  | 'account'
  | 'addSlice'
>

const runs = new WeakMap<object, number>()

/**
 * Loads the active account's token balances into its account state (or marks them unavailable); `fresh` after
 * they changed (fetchTokenBalances). An answer that arrives after a newer load began is dropped.
 */
export async function refreshTokenBalances(context: Context, { fresh = false } = {}): Promise<void> {
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  const address = chain?.accountState.address
  const networkId = chain?.activeNetworkId
  if (!namespace || !address || !networkId) return
  const key = `${networkId}:${address}`
  const tokens = state.tokens ?? initialTokens
  const now = context.clock.now()
  if (tokens.key === key && tokens.failedAt !== undefined && now - tokens.failedAt < tokenRetryBlockMs) return
  const run = (runs.get(context.store) ?? 0) + 1
  runs.set(context.store, run)
  const latest = () => runs.get(context.store) === run
  const slice = context.addSlice('tokens', initialTokens) // the account plugin's, once it is set up
  const update = (change: Partial<TokensSlice>) => slice.update((draft) => void Object.assign(draft, change, { key }))
  update({ status: 'loading' })
  try {
    const balances = await fetchTokenBalances(context, {
      address,
      networkId,
      connectorId: state.activeConnectorIds[namespace],
      fresh,
    })
    if (!latest()) return
    context.account.setTokenBalance(namespace, address, balances)
    update({ status: 'ready', failedAt: undefined })
  } catch (error) {
    context.logger.warn('token balances', error)
    if (!latest()) return
    context.account.setTokenBalance(namespace, address, [])
    update({ status: 'unavailable', failedAt: context.clock.now() })
  }
}
