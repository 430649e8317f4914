import type { AccountState } from 'foyer'

const scale = 18

const toUnits = (text: string): bigint => {
  const [whole = '0', fraction = ''] = text.trim().split('.')
  if (!/^\d+$/.test(whole) || !/^\d*$/.test(fraction)) return 0n
  return BigInt(whole + fraction.slice(0, scale).padEnd(scale, '0'))
}

const fromUnits = (units: bigint): string => {
  const text = units.toString().padStart(scale + 1, '0')
  const fraction = text.slice(-scale).replace(/0+$/, '')
  return fraction ? `${text.slice(0, -scale)}.${fraction}` : text.slice(0, -scale)
}

/** What the account holds of a symbol, as the account state tells it: the native balance, else its token balance. */
export function holdingOf(account: AccountState | undefined, symbol: string): string {
  if (!account) return '0'
  const wanted = symbol.toUpperCase()
  if (account.balanceSymbol?.toUpperCase() === wanted) return account.balance ?? '0'
  const token = account.tokenBalance.find((balance) => balance.symbol.toUpperCase() === wanted)
  return token?.quantity.numeric ?? '0'
}

/** How much a holding rose from `before` to `after` (decimal strings), exactly; undefined when it did not rise. */
export function holdingGain(before: string, after: string): string | undefined {
  const gain = toUnits(after) - toUnits(before)
  return gain > 0n ? fromUnits(gain) : undefined
}
