/**
 * The six USDT contracts of SPEC §7 (SERVICES.md §7.1 lists them, plus Arbitrum's): their `transfer` is the
 * non-standard one that returns nothing. Compared without case.
 */
export const usdtAddresses = [
  '0xdac17f958d2ee523a2206206994597c13d831ec7', // Ethereum
  '0xc2132d05d31c914a87c6611c10748aeb04b58e8f', // Polygon
  '0x9702230a8ea53601f5cd2dc00fdbc13d4df4a8c7', // Avalanche
  '0x919c1c267bc06a7039e03fcc2ef738525769109c', // listed as "Cosmos"
  '0x48065fbbe25f71c9282ddf5e1cd6d6a887483d5e', // Celo
  '0x55d398326f99059ff775485246999027b3197955', // Binance
  '0xfd086bc7cd5c481dcc9c85ebe478a1c0b69fcbb9', // Arbitrum
] as const

/** `transfer(address,uint256)`: the same selector for ERC-20's (returns bool) and USDT's (returns nothing). */
const transferSelector = '0xa9059cbb'

export type TransferKind = 'native' | 'erc20' | 'usdt'

export interface TransferCall {
  kind: TransferKind
  /** Where the transaction goes: the receiver for a native transfer, else the token contract. */
  to: string
  value: bigint
  /** `0x` for a native transfer (an empty data field, SPEC §7). */
  data: string
}

const word = (hex: string) => hex.padStart(64, '0')

/** Which transfer a token takes: native without a contract, USDT's for the USDT contracts, else ERC-20's. */
export function transferKind(tokenAddress: string | undefined): TransferKind {
  if (!tokenAddress) return 'native'
  return usdtAddresses.some((usdt) => usdt === tokenAddress.toLowerCase()) ? 'usdt' : 'erc20'
}

/**
 * The transaction that moves `amount` base units of a token (its contract address, or none for the native
 * coin) to `receiver`. ERC-20 and USDT calls are `transfer(receiver, amount)` ABI-encoded: USDT's ABI differs
 * only in what it returns, which nothing here reads.
 */
export function transferCall(tokenAddress: string | undefined, receiver: string, amount: bigint): TransferCall {
  const kind = transferKind(tokenAddress)
  if (kind === 'native' || !tokenAddress) return { kind: 'native', to: receiver, value: amount, data: '0x' }
  const data = `${transferSelector}${word(receiver.slice(2).toLowerCase())}${word(amount.toString(16))}`
  return { kind, to: tokenAddress, value: 0n, data }
}
