import type { Events, PluginContext } from 'foyer'
import { forgetBalances } from './forgetBalances.js'
import { loadIdentity } from './identity.js'
import { refreshAccountDetails } from './nativeBalance.js'
import { refreshTokenBalances } from './tokens/refreshTokenBalances.js'

// What the account shows beside its address, read once an account is connected: this code loads then, not
// with the plugin on first open (a visitor who is not connected needs none of it).

/** The account's name, native balance, explorer link and tokens, for the active address and network. */
export function refreshAccount(context: PluginContext): void {
  void loadIdentity(context)
  void refreshAccountDetails(context, { fresh: true })
  void refreshTokenBalances(context)
}

/** After a send (or any plugin that moved funds): the balances again, past their caches. */
export function refreshBalances(context: PluginContext, changed?: Events['account:balancesChanged']): void {
  const tokens = changed?.tokens
  forgetBalances(context)
  void refreshAccountDetails(context)
  void refreshTokenBalances(context, { fresh: true, ...(tokens?.length ? { forceUpdate: tokens } : {}) })
}
