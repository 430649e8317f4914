import type { PluginContext } from 'foyer'
import { balancesKey } from '../balancesKey.js'
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
  | 'cache'
  | 'supportedChains'
  | 'logger'
  | 'account'
  | 'addSlice'
>

/**
 * Loads the active account's token balances into its account state (or marks them unavailable); `fresh` after
 * they changed (fetchTokenBalances). The query cache tells when the last load failed (no retry for 30 s) and
 * answers a load overtaken by a newer one of the same balances with the newer answer; an answer for another
 * account or network than the one the balances are now for is dropped.
 */
export async function refreshTokenBalances(
  context: Context,
  { fresh = false, forceUpdate }: { fresh?: boolean; forceUpdate?: string[] } = {},
): Promise<void> {
  const state = context.store.getState()
  const namespace = state.activeNamespace
  const chain = namespace ? state.chains[namespace] : undefined
  const address = chain?.accountState.address
  const networkId = chain?.activeNetworkId
  if (!namespace || !address || !networkId) return
  const key = `${networkId}:${address}`
  const cached = () => context.cache.state(balancesKey(networkId, address, 'tokens'))
  const { status, failedAt } = cached()
  const now = context.clock.now()
  if (status === 'failed' && failedAt !== undefined && now - failedAt < tokenRetryBlockMs) return
  const latest = () => context.store.getState().tokens?.key === key
  const slice = context.addSlice('tokens', initialTokens) // the account plugin's, once it is set up
  const update = (change: Partial<TokensSlice>) => slice.update((draft) => void Object.assign(draft, change, { key }))
  update({ status: 'loading' })
  try {
    const balances = await fetchTokenBalances(context, {
      address,
      networkId,
      connectorId: state.activeConnectorIds[namespace],
      fresh,
      ...(forceUpdate ? { forceUpdate } : {}),
    })
    if (!latest()) return
    context.account.setTokenBalance(namespace, address, balances)
    update({ status: 'ready', failedAt: undefined })
  } catch (error) {
    context.logger.warn('token balances', error)
    if (!latest()) return
    context.account.setTokenBalance(namespace, address, [])
    update({ status: 'unavailable', failedAt: cached().failedAt ?? context.clock.now() })
  }
}
