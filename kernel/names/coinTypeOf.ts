import { foyerError } from '../errors/codedErrors.js'

/** ENSIP-11 sets the high bit on an EVM chain id, so chain ids must be below 2^31. */
const evmCoinTypeBit = 0x80000000

/**
 * The ENSIP-11 coin type of an EVM chain, as the data API keys a name's addresses (SERVICES.md §1.6):
 * `(0x80000000 | chainId) >>> 0`, so chain 1 is 2147483649. An id that is not a whole number below 2^31 is
 * 'Invalid chainId' (SPEC §5).
 */
export function coinTypeOf(chainId: number): number {
  if (!Number.isInteger(chainId) || chainId < 0 || chainId >= evmCoinTypeBit) throw foyerError('INVALID_CHAIN_ID')
  return (evmCoinTypeBit | chainId) >>> 0
}
