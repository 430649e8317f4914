import type { AccountState, Network, TokenBalance } from 'foyer'

/**
 * The tokens the form offers: the account's token balances, native first. When the balance service left the
 * native coin out (or failed), the native balance the adapter read stands in for it.
 */
export function sendableBalances(
  account: Pick<AccountState, 'tokenBalance' | 'balance'>,
  network: Network | undefined,
): TokenBalance[] {
  const sorted = [...account.tokenBalance].sort(
    (a, b) => Number(a.address !== undefined) - Number(b.address !== undefined),
  )
  if (sorted.some((token) => token.address === undefined) || account.balance === undefined || !network) return sorted
  const { name, symbol, decimals } = network.nativeCurrency
  const native: TokenBalance = {
    name,
    symbol,
    chainId: network.caipNetworkId,
    quantity: { decimals: String(decimals), numeric: account.balance },
    iconUrl: '',
    price: 0,
  }
  return [native, ...sorted]
}
