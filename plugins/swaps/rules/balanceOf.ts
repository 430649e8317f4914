import type { TokenBalance } from 'foyer'
import type { SwapToken } from '../schemas.js'
import { toUnits } from './units.js'

/** The 1inch convention for the native coin (SERVICES.md §1.4), the last part of its CAIP-10 id. */
export const nativeTokenAddress = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The plain address of a CAIP-10 token id. */
export const plainAddress = (caip10: string) => caip10.split(':').pop() ?? caip10

export const isNative = (token: Pick<SwapToken, 'address'>) =>
  plainAddress(token.address).toLowerCase() === nativeTokenAddress

/** The account's balance of a swap token in base units: the native balance for the native coin, 0 when none. */
export function balanceOf(token: SwapToken, balances: readonly TokenBalance[]): bigint {
  const wanted = plainAddress(token.address).toLowerCase()
  const entry = balances.find((balance) =>
    balance.address === undefined ? isNative(token) : plainAddress(balance.address).toLowerCase() === wanted,
  )
  return entry ? toUnits(entry.quantity.numeric, token.decimals) : 0n
}

/** The gas a swap is sent with (the world's and 1inch's builds stay under it): a native Max leaves its fee. */
export const swapGasLimit = 300_000n

/** The most the account can swap: a token's whole balance; the native balance less the swap's fee (never below 0). */
export function maxSwapUnits(token: SwapToken, balance: bigint, gasPrice: bigint): bigint {
  if (!isNative(token)) return balance
  const left = balance - gasPrice * swapGasLimit
  return left > 0n ? left : 0n
}
